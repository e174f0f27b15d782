import type { ScopedTx } from '../tenancy/with-scope';
import type { Keyring } from './keyring';

/**
 * A port: a place a module keeps values encrypted with tenant data keys (today the webhook signing
 * secrets). The key job and the retire check reach them through it; src/wiring.ts connects each.
 */
export interface EncryptedStore {
  readonly name: string;
  /** How many values are encrypted under the key. */
  countUnderKey(tx: ScopedTx, keyId: string): Promise<number>;
  /**
   * Re-encrypts up to `limit` values that are not under their tenant's active data key (or not
   * encrypted yet), each only if nobody changed it meanwhile; answers how many it moved.
   */
  reencrypt(tx: ScopedTx, keyring: Keyring, limit: number): Promise<number>;
}

const stores: EncryptedStore[] = [];

export function connectEncryptedStore(store: EncryptedStore): void {
  if (!stores.some((known) => known.name === store.name)) stores.push(store);
}

export function encryptedStores(): readonly EncryptedStore[] {
  return stores;
}

/** Values still encrypted under the key, over every store. */
export async function valuesUnderKey(tx: ScopedTx, keyId: string): Promise<number> {
  let total = 0;
  for (const store of stores) total += await store.countUnderKey(tx, keyId);
  return total;
}
