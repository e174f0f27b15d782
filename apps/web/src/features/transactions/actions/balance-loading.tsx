import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Shown in place of the amount while the amounts left on the payment (`checkBalance`) load. */
export function BalanceLoading() {
  const { t } = useTranslation();
  const text = t('transactionDetails.actions.loadingBalance');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <CircularProgress size={20} aria-label={text} />
      <Typography variant="body2">{text}</Typography>
    </Stack>
  );
}
