import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OfferKind } from '@paydesk/contracts/onboarding/onboarding.model';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPill } from '../../../components/status-pill/status-pill';
import { formatDateTime } from '../../../lib/format/date-format';

export interface OfferHeadline {
  readonly created: string;
  readonly version: number;
  readonly status: string;
  readonly rejectReason: string | null;
  readonly merchantName: string;
  readonly tenantName: string;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/**
 * Spec §2: creation date, 'Proposal version' (or 'Agreement version'), status (spec §4 badge),
 * reject reason if any, merchant name and tenant name.
 */
export function OfferDetails({ kind, offer }: { kind: OfferKind; offer: OfferHeadline }) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 1,
        m: 0,
      }}
    >
      <Row label={t('onboarding.offer.created')}>{formatDateTime(offer.created)}</Row>
      <Row label={t(`onboarding.offer.version.${kind}`)}>{offer.version}</Row>
      <Row label={t('onboarding.offer.status')}>
        <StatusPill value={offer.status} kind="proposal" />
      </Row>
      {offer.rejectReason && <Row label={t('onboarding.offer.rejectReason')}>{offer.rejectReason}</Row>}
      <Row label={t('onboarding.offer.merchant')}>{offer.merchantName}</Row>
      <Row label={t('onboarding.offer.tenant')}>{offer.tenantName}</Row>
    </Box>
  );
}
