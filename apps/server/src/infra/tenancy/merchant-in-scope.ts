import { and, eq } from 'drizzle-orm';
import { merchants } from '../db/schema';
import { AppError } from '../errors/app-error';
import { type DataScope, scopedMerchantCondition } from './data-scope';
import type { ScopedTx } from './with-scope';

/** A merchant the scope may see (its tenant, own merchant, customer limits), or undefined. */
export async function merchantInScope(
  tx: ScopedTx,
  scope: DataScope,
  merchantId: string,
): Promise<typeof merchants.$inferSelect | undefined> {
  const [row] = await tx
    .select()
    .from(merchants)
    .where(
      and(
        eq(merchants.id, merchantId),
        scopedMerchantCondition(scope, { tenantId: merchants.tenantId, merchantId: merchants.id }),
      ),
    )
    .limit(1);
  return row;
}

/** The tenant of a merchant the scope may see, or null. */
export async function tenantOfMerchantInScope(
  tx: ScopedTx,
  scope: DataScope,
  merchantId: string,
): Promise<string | null> {
  return (await merchantInScope(tx, scope, merchantId))?.tenantId ?? null;
}

/** The tenant of a merchant the scope may see; 404 when it may not (another tenant's is not told apart). */
export async function requireMerchantInScope(
  tx: ScopedTx,
  scope: DataScope,
  merchantId: string,
): Promise<string> {
  const tenantId = await tenantOfMerchantInScope(tx, scope, merchantId);
  if (!tenantId) throw AppError.notFound('Merchant');
  return tenantId;
}
