import { and, asc, eq } from 'drizzle-orm';
import { auditEvents } from '../infra/audit/audit-events.table';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { withScope } from '../infra/tenancy/with-scope';
import type { TestApp } from './test-app';

/** The audit trail's rows about one resource, in the order written (every chain). */
export function auditEventsOf(t: TestApp, resourceType: string, resourceId: string) {
  return withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceType, resourceType), eq(auditEvents.resourceId, resourceId)))
      .orderBy(asc(auditEvents.occurredAt), asc(auditEvents.seq)),
  );
}
