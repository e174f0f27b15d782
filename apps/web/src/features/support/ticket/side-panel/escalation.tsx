import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { Ticket } from '@paydesk/contracts/support/support.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { supportKeys } from '../../api/support-query-keys';
import { fetchTicket } from '../../api/ticket-calls';
import { customerTicketRef } from '../../api/ticket-ref';
import { ticketListPath } from '../../model/support-area';
import { refreshTicket } from '../use-ticket-action';

const ContactSupportDialog = lazy(() =>
  import('../../contact-support/contact-support-dialog').then((m) => ({ default: m.ContactSupportDialog })),
);

/** Spec §2: the Contact Support dialog's title for an escalation. */
const ESCALATE_TICKET = 'Escalate Ticket' as const;

/** The platform ticket a merchant's ticket was escalated to, as a link with its number. */
function EscalatedLink({ escalatedToTicketId }: { escalatedToTicketId: string }) {
  const { t } = useTranslation();
  // Tenant staff can read their own ticket to the platform; its number makes the link recognisable.
  const target = useQuery({
    queryKey: supportKeys.ticket(escalatedToTicketId),
    queryFn: ({ signal }) => fetchTicket(customerTicketRef(escalatedToTicketId), signal),
    meta: { silentError: true },
  });
  const to = `${ticketListPath('tenant')}/${escalatedToTicketId}`;
  return (
    <Link component={RouterLink} to={to}>
      {target.data
        ? t('support.panel.escalatedAs', { number: target.data.ticketNumber })
        : t('support.panel.escalatedAsUnknown')}
    </Link>
  );
}

/**
 * Tenant staff on a merchant's ticket: "Escalate" opens the Contact Support dialog as
 * 'Escalate Ticket', which creates the linked platform ticket ('Ticket escalated', spec §8). Once
 * escalated, the ticket links to the platform ticket instead.
 */
export function Escalation({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (ticket.escalatedToTicketId) return <EscalatedLink escalatedToTicketId={ticket.escalatedToTicketId} />;
  if (!ticket.customer) return null;
  const escalate = {
    customerId: ticket.customer.merchantId,
    ticketId: ticket.ticketId,
    prefill: {
      category: ticket.category,
      priority: ticket.priority,
      subject: ticket.subject,
      description: ticket.description,
    },
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ArrowUpwardIcon />}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('support.panel.escalate')}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <ContactSupportDialog
            open={open}
            title={ESCALATE_TICKET}
            escalate={escalate}
            onClose={(createdTicketId) => {
              setOpen(false);
              if (createdTicketId) void refreshTicket(queryClient, ticket.ticketId);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
