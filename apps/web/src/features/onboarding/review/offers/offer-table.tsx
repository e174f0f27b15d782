import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { OfferKind } from '@paydesk/contracts/onboarding/onboarding.model';
import type { OfferSummary } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../../components/data-table/data-table';
import { formatDateTime } from '../../../../lib/format/date-format';
import { OfferStatusPill } from '../parts/status-pills';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

interface OfferTableProps {
  readonly kind: OfferKind;
  readonly offers: readonly OfferSummary[];
  /** Opens the offer's viewer (View Proposal / View Agreement). */
  readonly onOpen: (offer: OfferSummary) => void;
  /** Reopens a draft in the composer; absent when the user may not edit it. */
  readonly onEdit?: (offer: OfferSummary) => void;
}

/** A merchant's proposals or agreements, newest first; a row opens the viewer, a draft can be edited. */
export function OfferTable({ kind, offers, onOpen, onEdit }: OfferTableProps) {
  const { t } = useTranslation();
  const none = t('onboardingReview.none');
  if (offers.length === 0) {
    return <Typography sx={{ p: 2 }}>{t(`onboardingReview.offers.empty.${kind}`)}</Typography>;
  }
  const header = (key: string) => t(`onboardingReview.offers.columns.${key}`);
  const when = (value: string | null | undefined) => (value ? formatDateTime(value) : none);
  const columns: Column<OfferSummary>[] = [
    {
      key: 'version',
      header: header('version'),
      sx: NO_WRAP,
      cell: (offer) => (
        <Link
          component="button"
          type="button"
          underline="hover"
          color="inherit"
          aria-label={t('onboardingReview.offers.open', { version: offer.version })}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(offer);
          }}
        >
          {t('onboardingReview.version', { version: offer.version })}
        </Link>
      ),
    },
    { key: 'status', header: header('status'), cell: (offer) => <OfferStatusPill value={offer.status} /> },
    {
      key: 'created',
      header: header('created'),
      sx: NO_WRAP,
      cell: (offer) => formatDateTime(offer.created),
    },
    { key: 'sent', header: header('sent'), sx: NO_WRAP, cell: (offer) => when(offer.sentAt) },
    { key: 'answered', header: header('answered'), sx: NO_WRAP, cell: (offer) => when(offer.respondedAt) },
    {
      key: 'rejectReason',
      header: header('rejectReason'),
      sx: { minWidth: 160, maxWidth: 360, overflowWrap: 'anywhere' },
      cell: (offer) => offer.rejectReason ?? none,
    },
    {
      key: 'actions',
      header: header('actions'),
      cell: (offer) =>
        offer.status === 'Created' &&
        onEdit && (
          <Button
            size="small"
            startIcon={<EditIcon />}
            aria-label={t('onboardingReview.offers.editDraftOf', { version: offer.version })}
            onClick={(event) => {
              event.stopPropagation();
              onEdit(offer);
            }}
          >
            {t('onboardingReview.offers.editDraft')}
          </Button>
        ),
    },
  ];
  return (
    <DataTable
      label={t(`onboardingReview.offers.tableLabel.${kind}`)}
      columns={columns}
      rows={offers}
      rowKey={(offer) => offer.id}
      noWrapHeaders
      onRowClick={onOpen}
    />
  );
}
