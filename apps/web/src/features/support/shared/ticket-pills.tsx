import Chip from '@mui/material/Chip';
import type { TicketCategory, TicketStatus } from '@paydesk/contracts/support/support.model';
import type { Label } from '@paydesk/contracts/support/support.schemas';
import { useTranslation } from 'react-i18next';
import { StatusPill } from '../../../components/status-pill/status-pill';

/**
 * Spec §4 "Support category colours": Integration negative, Processing positive, Operational
 * pending, Clarification hold (the status pill's supportCategory list is contracts' categoryTone).
 */
export function CategoryPill({ category }: { category: TicketCategory }) {
  const { t } = useTranslation();
  return <StatusPill value={category} kind="supportCategory" label={t(`support.categories.${category}`)} />;
}

/** Spec §4 general statuses: Opened positive, Closed negative. */
export function TicketStatusPill({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return <StatusPill value={status} label={t(`support.statuses.${status}`)} />;
}

/** Black or white text, whichever reads better on the label's colour. */
function textOn(hex: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return '#000';
  const [r, g, b] = match.slice(1).map((h) => {
    const c = Number.parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // The luminance where black and white have the same contrast ratio.
  return luminance > 0.179 ? '#000' : '#fff';
}

/** A support label in its own colour. */
export function LabelChip({ label }: { label: Pick<Label, 'value' | 'color'> }) {
  return (
    <Chip
      size="small"
      label={label.value}
      data-color={label.color}
      sx={{ bgcolor: label.color, color: textOn(label.color), fontWeight: 600 }}
    />
  );
}
