import CloseIcon from '@mui/icons-material/Close';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import SnackbarContent from '@mui/material/SnackbarContent';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertSeverity, Toast } from './feedback-store';
import type { ToastViewProps } from './feedback-viewport';

/** Spec §2 "severity success, warning, info or failed": failed is Material UI's error. */
export const MUI_SEVERITY: Record<AlertSeverity, AlertColor> = {
  success: 'success',
  warning: 'warning',
  info: 'info',
  failed: 'error',
};

const TOAST_SX = { width: '100%', boxShadow: 6, alignItems: 'center' } as const;

function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <IconButton size="small" color="inherit" aria-label={t('feedback.close')} onClick={onClose}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

function Message({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const repeats: ReactNode =
    toast.repeats > 1 ? (
      <strong style={{ marginLeft: 8 }}>{t('feedback.repeats', { count: toast.repeats })}</strong>
    ) : null;
  return (
    <>
      {toast.message}
      {repeats}
    </>
  );
}

/** Spec §8: the error toast, with its 'X' (close) button. */
export function ErrorToast({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  return (
    <Alert
      severity="error"
      variant="filled"
      data-toast-kind="error"
      action={<CloseButton onClose={onClose} />}
      sx={TOAST_SX}
    >
      <Message toast={toast} />
    </Alert>
  );
}

/** Spec §2: the alert toast, with a close button. */
export function AlertToast({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  return (
    <Alert
      severity={MUI_SEVERITY[toast.severity ?? 'info']}
      variant="filled"
      data-toast-kind="alert"
      action={<CloseButton onClose={onClose} />}
      sx={TOAST_SX}
    >
      <Message toast={toast} />
    </Alert>
  );
}

/** Spec §9: the snackbar (the permission-denied message is one), with its action if it has one. */
export function SnackbarToast({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const { action } = toast;
  const act = () => {
    action?.onAction();
    onClose();
  };
  return (
    <SnackbarContent
      role="alert"
      data-toast-kind="snackbar"
      message={<Message toast={toast} />}
      action={
        <>
          {action && (
            // The snackbar's own light text colour: the theme's secondary purple on its dark
            // background had a contrast of 2.1 (axe asks 4.5).
            <Button color="inherit" size="small" onClick={act} sx={{ fontWeight: 700 }}>
              {action.label}
            </Button>
          )}
          <CloseButton onClose={onClose} />
        </>
      }
      sx={{ ...TOAST_SX, flexWrap: 'nowrap' }}
    />
  );
}

/** One toast of the store, drawn by its kind (FeedbackViewport's `View`). */
export function ToastView({ toast, onClose }: ToastViewProps) {
  if (toast.kind === 'error') return <ErrorToast toast={toast} onClose={onClose} />;
  if (toast.kind === 'alert') return <AlertToast toast={toast} onClose={onClose} />;
  return <SnackbarToast toast={toast} onClose={onClose} />;
}
