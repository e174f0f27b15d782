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
import { StatusPill } from '../../../components/status-pill/status-pill';
import { formatDateTime } from '../../../lib/format/date-format';

export interface OfferSummaryTableProps {
  readonly kind: OfferKind;
  readonly offers: readonly OfferSummary[];
  readonly onOpen: (offer: OfferSummary) => void;
}

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
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t(`onboarding.offers.tableLabel.${kind}`)} sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('onboarding.offers.version')}</TableCell>
            <TableCell>{t('onboarding.offers.status')}</TableCell>
            <TableCell>{t('onboarding.offers.sent')}</TableCell>
            <TableCell>{t('onboarding.offers.answered')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {offers.map((offer) => (
            <TableRow key={offer.id} hover onClick={() => onOpen(offer)} sx={{ cursor: 'pointer' }}>
              <TableCell>
                {/* The keyboard's way in; a click anywhere on the row does the same. */}
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
              </TableCell>
              <TableCell>
                <StatusPill value={offer.status} kind="proposal" />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dash(offer.sentAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dash(offer.respondedAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
