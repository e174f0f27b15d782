import {
  type LoginEvent,
  type LoginHistoryPage,
  type LoginHistoryQuery,
  SIGN_IN_ACTIONS,
  SIGN_IN_EVENTS,
  SIGN_IN_GROUP,
  type SignInEvent,
} from '@paydesk/contracts/audit/audit.schemas';
import type { z } from 'zod';
import type { DataScope } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { listAuditEvents } from './audit-events.repository';

const EVENT_OF = new Map(SIGN_IN_EVENTS.map((event) => [SIGN_IN_ACTIONS[event], event] as const));

/**
 * The login history: the sign-in events of the trail the scope sees (the identity provider writes
 * them, modules/identity/sign-in-events.ts), through the trail's own filter and order.
 */
export async function listSignInEvents(
  tx: ScopedTx,
  scope: DataScope,
  query: z.output<typeof LoginHistoryQuery>,
): Promise<LoginHistoryPage> {
  const page = await listAuditEvents(tx, scope, {
    actor: query.user,
    action: query.event ? SIGN_IN_ACTIONS[query.event] : SIGN_IN_GROUP,
    from: query.from,
    to: query.to,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  });
  return {
    count: page.count,
    data: page.data.flatMap((row): LoginEvent[] => {
      const event: SignInEvent | undefined = EVENT_OF.get(row.action);
      if (!event) return [];
      return [
        {
          id: row.id,
          occurredAt: row.occurredAt,
          event,
          userId: row.actor.userId,
          email: row.actor.email,
          name: row.actor.name,
          userType: row.actor.type,
          tenantId: row.tenantId,
          merchantId: row.merchantId,
          ip: row.actor.ip,
          userAgent: row.actor.userAgent,
          reason: row.reason,
        },
      ];
    }),
  };
}
