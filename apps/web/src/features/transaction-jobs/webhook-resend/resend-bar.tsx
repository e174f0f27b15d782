import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WEBHOOK_RESEND_LIMITS } from '@paydesk/contracts/transaction-webhooks/webhook-reports.schemas';
import { useTranslation } from 'react-i18next';

interface Props {
  readonly selected: number;
  /** Every delivery the filters match (the list's count). */
  readonly matching: number;
  readonly onResendSelected: () => void;
  readonly onResendAll: () => void;
  readonly onClear: () => void;
}

/** The resend's two ways: the chosen deliveries, or every delivery the filters match. */
export function ResendBar({ selected, matching, onResendSelected, onResendAll, onClear }: Props) {
  const { t } = useTranslation();
  const r = (key: string, values: Record<string, number> = {}) => t(`reports.webhooks.resend.${key}`, values);
  const full = selected >= WEBHOOK_RESEND_LIMITS.selection;
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', px: 2, py: 1 }}
    >
      <Typography variant="body2" aria-live="polite">
        {r('selected', { count: selected })}
      </Typography>
      {full && (
        <Typography variant="body2" color="warning.main">
          {r('limitReached', { limit: WEBHOOK_RESEND_LIMITS.selection })}
        </Typography>
      )}
      {selected > 0 && <Button onClick={onClear}>{r('clear')}</Button>}
      <Button variant="contained" disabled={selected === 0} onClick={onResendSelected}>
        {r('resendSelected')}
      </Button>
      <Button variant="outlined" disabled={matching === 0} onClick={onResendAll}>
        {r('resendAll')}
      </Button>
    </Stack>
  );
}
