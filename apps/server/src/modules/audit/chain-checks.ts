import type { ChainsCheck } from '../../infra/audit/audit-chain';
import { verifyAuditChain } from '../../infra/audit/audit-chain';
import type { Database } from '../../infra/db/database';
import type { DataScope } from '../../infra/tenancy/data-scope';

/** How long a walk's answer serves the same chains again. */
export const CHAIN_CHECK_REUSE_MS = 30_000;

/**
 * The chain check of the audit panel, which asks on every opening. A walk reads every row of the
 * chains the caller sees, so callers who see the same chains share one walk while it runs and its
 * answer for CHAIN_CHECK_REUSE_MS after; a change to the trail shows at most that much later (the
 * daily pass and the next walk see it).
 */
export function createChainChecks(db: Database): { check(scope: DataScope): Promise<ChainsCheck> } {
  const recent = new Map<string, { readonly at: number; readonly answer: Promise<ChainsCheck> }>();
  return {
    check(scope) {
      const key = scope.tenantIds === 'all' ? '*' : [...scope.tenantIds].sort().join(',');
      const now = Date.now();
      for (const [k, entry] of recent) if (now - entry.at > CHAIN_CHECK_REUSE_MS) recent.delete(k);
      const kept = recent.get(key);
      if (kept) return kept.answer;
      const answer = verifyAuditChain(db, scope, 'all');
      recent.set(key, { at: now, answer });
      // A failed walk is not kept: the next caller walks again.
      answer.catch(() => recent.delete(key));
      return answer;
    },
  };
}
