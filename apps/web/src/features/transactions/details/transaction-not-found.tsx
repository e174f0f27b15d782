import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { lookupPath, type TransactionArea } from '../../../lib/transactions/detail-ref';
import { backToLookup } from '../../../lib/transactions/lookup-return';

/**
 * A transaction that does not exist or is outside the caller's scope: the server answers 404 for
 * both (another tenant's transaction is never told apart from a missing one).
 */
export function TransactionNotFound({ area }: { area: TransactionArea }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 4 }}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 600 }}>
        {t('transactionDetails.notFound.heading')}
      </Typography>
      <Typography>{t('transactionDetails.notFound.body')}</Typography>
      <Button component={RouterLink} to={backToLookup(location.state, lookupPath(area))} variant="contained">
        {t('transactionDetails.back')}
      </Button>
    </Stack>
  );
}
