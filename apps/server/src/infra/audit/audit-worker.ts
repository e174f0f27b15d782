import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { createIntervalWorker, type IntervalWorker } from '../jobs/interval-worker';
import { SYSTEM_SCOPE } from '../tenancy/data-scope';
import { type ChainsCheck, verifyAuditChain } from './audit-chain';
import { deleteExpiredAuditEvents } from './audit-retention';

/** Once a day: the trail's retention, then the check of every chain. */
export const AUDIT_WORKER = { intervalMs: 24 * 60 * 60_000 } as const;

export interface AuditPass {
  readonly deleted: number;
  readonly check: ChainsCheck;
}

export type AuditWorker = IntervalWorker<AuditPass>;

/**
 * The trail's daily pass, in the system scope (every chain): rows older than 13 months go
 * (audit-retention.ts), then every chain is walked (audit-chain.ts), and a broken one is logged as
 * an error naming its tenant and the first seq that does not hold, for whoever watches the log.
 */
export function createAuditWorker(db: Database, log: FastifyBaseLogger): AuditWorker {
  const pass = async (): Promise<AuditPass> => {
    const deleted = await deleteExpiredAuditEvents(db);
    if (deleted > 0) log.info({ deleted }, 'audit trail: rows past retention deleted');
    const check = await verifyAuditChain(db, SYSTEM_SCOPE, 'all');
    for (const chain of check.chains) {
      if (chain.valid) continue;
      log.error(
        { tenantId: chain.tenantId ?? 'platform', firstBrokenSeq: chain.firstBrokenSeq },
        `audit trail: the chain of ${chain.tenantId ?? 'the platform'} is broken at seq ${chain.firstBrokenSeq}`,
      );
    }
    return { deleted, check };
  };
  return createIntervalWorker({
    intervalMs: AUDIT_WORKER.intervalMs,
    pass,
    log,
    failureMessage: 'audit trail retention and chain check failed',
  });
}
