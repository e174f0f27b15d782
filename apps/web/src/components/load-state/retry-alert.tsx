import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface Props {
  readonly retryLabel: string;
  readonly onRetry: () => void;
  /** What failed, shown as the alert's text. */
  readonly children: ReactNode;
  readonly sx?: SxProps<Theme>;
}

/**
 * A load that failed: the error alert with a retry button. Every screen's "could not be loaded,
 * retry" is this one component (the texts are the screen's own).
 */
export function RetryAlert({ retryLabel, onRetry, children, sx }: Props) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
