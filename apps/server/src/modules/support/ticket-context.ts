import type { FastifyRequest } from 'fastify';
import type { DataScope } from '../../infra/tenancy/data-scope';
import { withRequestScope } from '../../infra/tenancy/request-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { type Caller, callerOf } from './caller';
import { findTicket, type TicketLocator, type TicketRow } from './ticket-access';

/** Everything a ticket action works with: one scoped transaction, the caller and the located ticket. */
export interface TicketContext {
  readonly tx: ScopedTx;
  readonly scope: DataScope;
  readonly caller: Caller;
  readonly ticket: TicketRow;
  /** For links in mail. */
  readonly publicUrl: string;
}

/**
 * Runs `action` on the ticket the locator names, in the request's scoped transaction; 404 when the
 * caller may not see it. Changes lock the row (`lock`), so concurrent changes to one ticket queue up.
 */
export async function onTicket<T>(
  request: FastifyRequest,
  locator: TicketLocator,
  action: (context: TicketContext) => Promise<T>,
  options: { readonly lock?: boolean } = {},
): Promise<T> {
  const caller = await callerOf(request);
  return withRequestScope(request, async (tx, scope) => {
    const ticket = await findTicket(tx, scope, caller.audience, locator, options);
    return action({ tx, scope, caller, ticket, publicUrl: request.server.config.publicUrl });
  });
}
