import BusinessIcon from '@mui/icons-material/Business';
import LinkIcon from '@mui/icons-material/Link';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { audienceOfUserType } from '@paydesk/contracts/auth/levels';
import type { FeedReference } from '@paydesk/contracts/support/support.schemas';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type TransactionArea, transactionPath } from '../../../../lib/transactions/detail-ref';
import { useCurrentUser } from '../../../../shell/auth/use-current-user';
import { useCustomerOptions } from '../../contact-support/use-ticket-options';
import { AttachmentLink } from './attachment-link';

/**
 * A customer reference holds the merchant's id; people read its name. Tenant staff and platform
 * staff look it up among the tenant's merchants (the list the ticket forms use); a merchant can
 * only name itself.
 */
function useCustomerName(merchantId: string, tenantId: string | null): string {
  const user = useCurrentUser();
  const audience = audienceOfUserType(user.userType);
  const customers = useCustomerOptions(audience !== 'customer', audience === 'platform', tenantId);
  if (audience === 'customer') {
    return user.merchantId === merchantId ? (user.merchant?.legalBusinessName ?? merchantId) : merchantId;
  }
  return customers.options.find((o) => o.value === merchantId)?.label ?? merchantId;
}

function CustomerReference({ merchantId, tenantId }: { merchantId: string; tenantId: string | null }) {
  const { t } = useTranslation();
  const name = useCustomerName(merchantId, tenantId);
  return (
    <Typography variant="body2" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
      <BusinessIcon fontSize="small" color="action" />
      {t('support.references.customer', { value: name })}
    </Typography>
  );
}

const AREA_OF_AUDIENCE = {
  customer: 'merchant',
  tenant: 'tenant',
  platform: 'platform',
} as const satisfies Record<ReturnType<typeof audienceOfUserType>, TransactionArea>;

/** A transaction reference opens the transaction, in the reader's own transaction area. */
function TransactionReference({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation();
  const area = AREA_OF_AUDIENCE[audienceOfUserType(useCurrentUser().userType)];
  return (
    <Typography variant="body2" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
      <ReceiptLongIcon fontSize="small" color="action" />
      <Link component={RouterLink} to={transactionPath(area, encodeURIComponent(transactionId))}>
        {t('support.references.transaction', { value: transactionId })}
      </Link>
    </Typography>
  );
}

function ReferenceLine({ reference, tenantId }: { reference: FeedReference; tenantId: string | null }) {
  const { t } = useTranslation();
  switch (reference.key) {
    case 'attachment':
      return <AttachmentLink fileId={reference.value} tenantId={tenantId} />;
    case 'transaction':
      return <TransactionReference transactionId={reference.value} />;
    case 'customer':
      return <CustomerReference merchantId={reference.value} tenantId={tenantId} />;
    case 'createdOn':
      return (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
        >
          <LinkIcon fontSize="small" color="action" />
          {t('support.references.createdOn', { value: reference.value })}
        </Typography>
      );
    default:
      return null;
  }
}

/** References as the feed carries them (spec §3): transaction, customer, attachment, createdOn. */
export function ReferenceList({
  references,
  tenantId,
}: {
  references: readonly FeedReference[];
  tenantId: string | null;
}) {
  const { t } = useTranslation();
  if (references.length === 0) return null;
  return (
    <Stack
      component="ul"
      spacing={0.5}
      aria-label={t('support.references.list')}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {references.map((reference) => (
        <li key={`${reference.key}:${reference.value}`}>
          <ReferenceLine reference={reference} tenantId={tenantId} />
        </li>
      ))}
    </Stack>
  );
}
