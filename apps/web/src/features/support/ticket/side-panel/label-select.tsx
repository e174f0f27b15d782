import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Label, Ticket } from '@paydesk/contracts/support/support.schemas';
import { useTranslation } from 'react-i18next';
import { setTicketLabel } from '../../api/ticket-handling-calls';
import { useSupportLabels } from '../../labels/use-support-labels';
import { useTicketAction } from '../use-ticket-action';

const NO_LABEL = '';

/**
 * The caller's own label on the ticket (each side keeps its own). `ownerId` is the organisation
 * that owns the ticket: the merchant of a merchant's ticket, the tenant of a tenant's ticket.
 */
export function LabelSelect({ ticket, ownerId }: { ticket: Ticket; ownerId: string }) {
  const { t } = useTranslation();
  const labels = useSupportLabels();
  const change = useTicketAction(
    ticket.ticketId,
    (label: Label | null) => setTicketLabel(ownerId, ticket.ticketId, label?.labelId ?? null),
    (label) => (label ? t('support.panel.labelSet', { name: label.value }) : t('support.panel.labelCleared')),
  );
  const options = labels.data ?? [];
  const current =
    ticket.label && options.some((l) => l.labelId === ticket.label?.labelId)
      ? ticket.label.labelId
      : NO_LABEL;
  return (
    <TextField
      select
      size="small"
      id="ticket-label"
      label={t('support.panel.label')}
      value={current}
      disabled={change.isPending || labels.isPending}
      // The empty value is a real choice ("Unassigned", "No label"), so it is shown, not left blank.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      onChange={(event) => {
        const labelId = event.target.value;
        change.mutate(labelId === NO_LABEL ? null : (options.find((l) => l.labelId === labelId) ?? null));
      }}
    >
      <MenuItem value={NO_LABEL}>{t('support.panel.noLabel')}</MenuItem>
      {options.map((label) => (
        <MenuItem key={label.labelId} value={label.labelId}>
          <Box
            component="span"
            aria-hidden
            sx={{
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: label.color,
              mr: 1,
              display: 'inline-block',
            }}
          />
          {label.value}
        </MenuItem>
      ))}
    </TextField>
  );
}
