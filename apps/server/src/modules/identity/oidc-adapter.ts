import { and, eq, lt, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../infra/db/database';
import { oidcPayloads } from './identity.table';

/** One in this many writes also deletes expired rows, so the table does not grow without bound. */
const PRUNE_EVERY = 200;

/**
 * oidc-provider's storage for its models (Session, Interaction, AuthorizationCode, Grant ...) in the
 * `oidc_payloads` table, so sign-in state survives restarts and is shared between instances.
 * Expired rows are never returned, whether or not they have been pruned yet.
 */
export function createOidcAdapterFactory(db: Database): AdapterFactory {
  return (name: string) => new DatabaseOidcAdapter(db, name);
}

class DatabaseOidcAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly type: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    const row = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ id, type: this.type, ...row })
      .onConflictDoUpdate({
        target: [oidcPayloads.type, oidcPayloads.id],
        set: { ...row, consumedAt: null },
      });
    if (Math.random() * PRUNE_EVERY < 1) await pruneExpired(this.db);
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
  }

  /** Every model of every type that belongs to the grant goes: codes, tokens and the grant itself. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
  }

  private async findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({
        payload: oidcPayloads.payload,
        expiresAt: oidcPayloads.expiresAt,
        consumedAt: oidcPayloads.consumedAt,
      })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, this.type), condition))
      .limit(1);
    if (!row) return undefined;
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
    // oidc-provider reads `consumed` to detect reuse of a one-time artefact (e.g. an authorization code).
    if (row.consumedAt) return { ...row.payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) };
    return row.payload;
  }
}

export async function pruneExpired(db: Database): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date()));
}
