import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useAuditChain } from '../api/audit-calls';

/** "Chain verified" or "Chain broken at #n", from the chain check of the caller's visible chains. */
export function ChainIndicator() {
  const { t } = useTranslation();
  const chain = useAuditChain();
  if (chain.isPending) {
    return (
      <Alert severity="info" variant="outlined" role="status">
        {t('audit.chain.checking')}
      </Alert>
    );
  }
  if (chain.isError) {
    return (
      <Alert severity="warning" variant="outlined" role="status">
        {t('audit.chain.failed')}
      </Alert>
    );
  }
  const broken = chain.data.chains.find((c) => !c.valid);
  if (broken) {
    const seq = broken.firstBrokenSeq ?? 0;
    return (
      <Alert severity="error" role="status" data-chain="broken">
        <strong>{t('audit.chain.broken', { seq })}</strong>{' '}
        {t('audit.chain.brokenDetail', { seq, chain: broken.tenantId ?? t('audit.chain.platformChain') })}
      </Alert>
    );
  }
  return (
    <Alert severity="success" variant="outlined" role="status" data-chain="verified">
      <strong>{t('audit.chain.verified')}</strong>{' '}
      {t('audit.chain.verifiedDetail', { count: chain.data.checked })}
    </Alert>
  );
}
