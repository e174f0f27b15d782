import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { OfferKind } from '@paydesk/contracts/onboarding/onboarding.model';
import type { OfferSummary } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table/data-table';
import { StatusPill } from '../../../components/status-pill/status-pill';
import { formatDateTime } from '../../../lib/format/date-format';

export interface OfferSummaryTableProps {
  readonly kind: OfferKind;
  readonly offers: readonly OfferSummary[];
  readonly onOpen: (offer: OfferSummary) => void;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const dash = (value: string | null) => (value ? formatDateTime(value) : '—');

/**
 * A merchant's proposals or agreements, newest first: version, status badge (spec §4), when it
 * was sent and answered. A row opens the viewer (its version is the keyboard's button). The table scrolls
 * sideways in its own box on a phone.
 */
export function OfferSummaryTable({ kind, offers, onOpen }: OfferSummaryTableProps) {
  const { t } = useTranslation();
  if (offers.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t(`onboarding.offers.empty.${kind}`)}
      </Typography>
    );
  const columns: Column<OfferSummary>[] = [
    {
      key: 'version',
      header: t('onboarding.offers.version'),
      // The keyboard's way in; a click anywhere on the row does the same.
      cell: (offer) => (
        <Link
          component="button"
          type="button"
          aria-label={t(`onboarding.offers.open.${kind}`, { version: offer.version })}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(offer);
          }}
        >
          {offer.version}
        </Link>
      ),
    },
    {
      key: 'status',
      header: t('onboarding.offers.status'),
      cell: (offer) => <StatusPill value={offer.status} kind="proposal" />,
    },
    { key: 'sent', header: t('onboarding.offers.sent'), sx: NO_WRAP, cell: (offer) => dash(offer.sentAt) },
    {
      key: 'answered',
      header: t('onboarding.offers.answered'),
      sx: NO_WRAP,
      cell: (offer) => dash(offer.respondedAt),
    },
  ];
  return (
    <DataTable
      label={t(`onboarding.offers.tableLabel.${kind}`)}
      columns={columns}
      rows={offers}
      rowKey={(offer) => offer.id}
      minWidth={480}
      onRowClick={onOpen}
    />
  );
}
