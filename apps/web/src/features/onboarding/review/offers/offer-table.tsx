import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OfferKind } from '@paydesk/contracts/onboarding/onboarding.model';
import type { OfferSummary } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format/date-format';
import { OfferStatusPill } from '../parts/status-pills';

const COLUMNS = ['version', 'status', 'created', 'sent', 'answered', 'rejectReason', 'actions'] as const;

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
  return (
    // The table scrolls sideways inside its own box on a phone, never the page.
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t(`onboardingReview.offers.tableLabel.${kind}`)}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((key) => (
              <TableCell key={key} sx={{ whiteSpace: 'nowrap' }}>
                {t(`onboardingReview.offers.columns.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {offers.map((offer) => (
            <TableRow key={offer.id} hover onClick={() => onOpen(offer)} sx={{ cursor: 'pointer' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
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
              </TableCell>
              <TableCell>
                <OfferStatusPill value={offer.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(offer.created)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {offer.sentAt ? formatDateTime(offer.sentAt) : none}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {offer.respondedAt ? formatDateTime(offer.respondedAt) : none}
              </TableCell>
              <TableCell sx={{ minWidth: 160, maxWidth: 360, overflowWrap: 'anywhere' }}>
                {offer.rejectReason ?? none}
              </TableCell>
              <TableCell>
                {offer.status === 'Created' && onEdit && (
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
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
