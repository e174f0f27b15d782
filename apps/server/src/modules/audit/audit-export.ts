import type { Readable } from 'node:stream';
import { AUDIT_PAGING, type AuditFilter } from '@paydesk/contracts/audit/audit.schemas';
import { csvSafeCell } from '@paydesk/contracts/support/support.model';
import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { type AuditEventRow, auditEvents } from '../../infra/audit/audit-events.table';
import type { Database } from '../../infra/db/database';
import { streamedDownload } from '../../infra/http/streamed-download';
import type { DataScope } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { auditWhere, NEWEST_FIRST } from './audit-events.repository';

/** Rows per round trip. */
export const AUDIT_EXPORT_BATCH = 2_000;

export const AUDIT_EXPORT_FILE_NAME = 'audit-trail.csv';

const HEADER = [
  'Occurred at (UTC)',
  'Tenant',
  'Seq',
  'Actor e-mail',
  'Actor name',
  'Actor type',
  'Actor roles',
  'IP',
  'User agent',
  'Request id',
  'Action',
  'Resource type',
  'Resource id',
  'Outcome',
  'Step-up used',
  'Reason',
  'Before',
  'After',
  'Hash',
];

function cells(row: AuditEventRow): string[] {
  const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));
  return [
    row.occurredAt.toISOString(),
    row.tenantId ?? 'platform',
    String(row.seq),
    row.actorEmail,
    row.actorName,
    row.actorType,
    row.actorRoles.join('; '),
    row.ip ?? '',
    row.userAgent ?? '',
    row.requestId ?? '',
    row.action,
    row.resourceType,
    row.resourceId,
    row.outcome,
    row.scaUsed ? 'yes' : 'no',
    row.reason ?? '',
    json(row.before),
    json(row.after),
    row.hash,
  ];
}

/** One CSV line (CRLF, RFC 4180); every cell through csvSafeCell, so no cell runs as a formula. */
function csvLine(values: readonly string[]): string {
  return `${values.map(csvSafeCell).join(',')}\r\n`;
}

/**
 * The filtered trail as CSV, newest first, written while it is read: keyset batches on
 * (occurred_at, id) in one read-only snapshot, at most AUDIT_PAGING.exportRowCap rows (a larger
 * trail is exported in narrower time ranges; the portal says so).
 */
export function exportAuditCsv(options: {
  readonly db: Database;
  readonly scope: DataScope;
  readonly filter: z.output<typeof AuditFilter>;
  readonly log: FastifyBaseLogger;
}): Readable {
  const where = auditWhere(options.scope, options.filter);
  return streamedDownload({
    what: 'audit trail export',
    log: options.log,
    produce: (download) =>
      withScope(
        options.db,
        options.scope,
        async (tx) => {
          download.push(`\uFEFF${csvLine(HEADER)}`);
          let written = 0;
          let last: AuditEventRow | undefined;
          while (written < AUDIT_PAGING.exportRowCap) {
            download.stopIfClosed();
            const rows = await tx
              .select()
              .from(auditEvents)
              .where(and(where, last ? before(last) : undefined))
              .orderBy(...NEWEST_FIRST)
              .limit(Math.min(AUDIT_EXPORT_BATCH, AUDIT_PAGING.exportRowCap - written));
            download.push(rows.map((row) => csvLine(cells(row))).join(''));
            written += rows.length;
            last = rows.at(-1);
            if (rows.length < AUDIT_EXPORT_BATCH) break;
            await download.waitWritable();
          }
          download.end();
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ),
  });
}

/** Rows after `row` in the newest-first order. */
function before(row: AuditEventRow): SQL | undefined {
  return or(
    lt(auditEvents.occurredAt, row.occurredAt),
    and(eq(auditEvents.occurredAt, row.occurredAt), lt(auditEvents.id, row.id)),
  );
}
