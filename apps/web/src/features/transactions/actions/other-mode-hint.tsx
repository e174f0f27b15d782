import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { localSettings } from '../../../lib/local-settings';
import type { TransactionRef } from '../api/detail-queries';

/**
 * Why the Actions menu is greyed out on a transaction of the other mode: no action is offered
 * across modes (a Test transaction in Live mode, and the reverse), which a disabled button alone
 * does not say. Nothing when the modes agree or the portal has no mode.
 */
export function OtherModeHint({ transactionRef }: { transactionRef: TransactionRef }) {
  const { t } = useTranslation();
  const portalMode = localSettings.getSystemMode();
  const { mode } = transactionRef.transaction;
  if (portalMode === null || portalMode === mode) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
      {t('transactionDetails.actions.otherMode', { mode: t(`transactions.modes.${mode}`) })}
    </Typography>
  );
}
