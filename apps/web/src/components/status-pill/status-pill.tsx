import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { STATUS_PALETTE } from './status-palette';
import { type StatusKind, statusTone } from './status-tones';

export interface StatusPillProps {
  /** The status as it comes from the server, e.g. 'WaitingForApproval'. */
  value: string | null | undefined;
  /** Which colouring list of spec §4 applies (default: the general statuses). */
  kind?: StatusKind;
  /** Text to show instead of the value's own label. */
  label?: string;
  size?: 'small' | 'medium';
}

/**
 * A status as a coloured pill (spec §4 "Status pill colouring"). The text is the value's English
 * label (status.values in en-status.ts) or the value itself; the tone is exposed as `data-tone`.
 */
export function StatusPill({ value, kind = 'general', label, size = 'small' }: StatusPillProps) {
  const { t } = useTranslation();
  if (!value && !label) return null;
  const tone = statusTone(value, kind);
  const colours = STATUS_PALETTE[tone];
  const text = label ?? t(`status.values.${value}`, { defaultValue: value ?? '' });
  return (
    <Chip
      size={size}
      label={text}
      data-tone={tone}
      data-status={value ?? undefined}
      sx={{ bgcolor: colours.background, color: colours.text, fontWeight: 600, borderRadius: 4 }}
    />
  );
}
