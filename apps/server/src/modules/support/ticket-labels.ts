import type { Ticket } from '@paydesk/contracts/support/support.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Organisation } from '../../infra/auth/organisation';
import { organisationOf } from '../../infra/auth/organisation';
import { AppError } from '../../infra/errors/app-error';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { supportLabels } from '../support-labels';
import { LABEL_FIELD } from './ticket-access';
import type { TicketContext } from './ticket-context';
import { ticketView, updateTicket } from './tickets.repository';

/** The label's id when it is one of the organisation's own labels (labels belong to an organisation). */
async function ownLabelId(tx: ScopedTx, organisation: Organisation, labelId: string): Promise<string | null> {
  const owner =
    organisation.kind === 'platform'
      ? and(isNull(supportLabels.tenantId), isNull(supportLabels.merchantId))
      : organisation.kind === 'tenant'
        ? and(eq(supportLabels.tenantId, organisation.tenantId), isNull(supportLabels.merchantId))
        : and(
            eq(supportLabels.tenantId, organisation.tenantId),
            eq(supportLabels.merchantId, organisation.merchantId),
          );
  const [row] = await tx
    .select({ id: supportLabels.id })
    .from(supportLabels)
    .where(and(eq(supportLabels.id, labelId), owner))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Puts one of the caller's organisation's labels on the caller's side of the ticket (or clears it).
 * Labels are a side's private workflow, so no feed item is written and the other side sees nothing.
 * Another organisation's label is the same 404 as an unknown one.
 */
export async function setLabel(context: TicketContext, labelId: string | null): Promise<Ticket> {
  const { tx, caller, ticket } = context;
  if (labelId !== null && !(await ownLabelId(tx, organisationOf(caller.actor), labelId))) {
    throw AppError.notFound('Label');
  }
  const row = await updateTicket(tx, ticket, { [LABEL_FIELD[caller.audience]]: labelId });
  return ticketView(tx, caller, row);
}
