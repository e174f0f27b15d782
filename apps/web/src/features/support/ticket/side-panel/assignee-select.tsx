import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { AssignableUser, Ticket } from '@paydesk/contracts/support/support.schemas';
import { useTranslation } from 'react-i18next';
import { useAssignableUsers } from '../../api/support-options-queries';
import { assignTicket } from '../../api/ticket-handling-calls';
import type { TicketRef } from '../../api/ticket-ref';
import { personName } from '../../shared/person-name';
import { useTicketAction } from '../use-ticket-action';

const UNASSIGNED = '';

/** The answering side picks one of its own support staff (GET /support/assignable-users). */
export function AssigneeSelect({ ticket, ticketRef }: { ticket: Ticket; ticketRef: TicketRef }) {
  const { t } = useTranslation();
  const users = useAssignableUsers(true);
  const assign = useTicketAction(
    ticket.ticketId,
    (user: AssignableUser | null) => assignTicket(ticketRef, ticket, user?.email ?? null),
    (user) =>
      user ? t('support.panel.assignedDone', { name: personName(user) }) : t('support.panel.unassignedDone'),
  );
  // The current assignee stays a choice even if they are no longer in the list (e.g. deactivated).
  const options = [...(users.data ?? [])];
  if (ticket.assignee && !options.some((u) => u.email === ticket.assignee?.email))
    options.unshift(ticket.assignee);

  return (
    <TextField
      select
      size="small"
      id="ticket-assignee"
      label={t('support.panel.assignee')}
      value={ticket.assignee?.email ?? UNASSIGNED}
      disabled={assign.isPending}
      // The empty value is a real choice ("Unassigned", "No label"), so it is shown, not left blank.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      onChange={(event) => {
        const email = event.target.value;
        assign.mutate(email === UNASSIGNED ? null : (options.find((u) => u.email === email) ?? null));
      }}
    >
      <MenuItem value={UNASSIGNED}>{t('support.panel.unassigned')}</MenuItem>
      {options.map((user) => (
        <MenuItem key={user.email} value={user.email}>
          {personName(user)}
        </MenuItem>
      ))}
    </TextField>
  );
}
