import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

interface Props {
  readonly retryLabel: string;
  readonly onRetry: () => void;
  /** What failed, shown as the alert's text. */
  readonly children: ReactNode;
}

/** A load that failed: the error alert with a retry button. */
export function RetryAlert({ retryLabel, onRetry, children }: Props) {
  return (
    <Alert
      severity="error"
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
