import type { Database } from '../db/database';
import { SYSTEM_SCOPE } from '../tenancy/data-scope';
import { withScope } from '../tenancy/with-scope';
import { encryptedStores } from './encrypted-stores';
import type { Keyring } from './keyring';

/** Values re-encrypted per database transaction. */
const BATCH = 200;

/**
 * The re-encryption job: moves every stored value onto its tenant's active data key (after a
 * rotation, and the plaintext secrets from before migration 0030), in batches of their own
 * transaction until none is left. A value changed meanwhile is left for the next pass, and a value
 * already moved is not found again: running it twice, or twice at once, changes nothing more.
 */
export async function reencryptAll(db: Database, keyring: Keyring): Promise<{ moved: number }> {
  let moved = 0;
  for (const store of encryptedStores()) {
    for (;;) {
      const batch = await withScope(db, SYSTEM_SCOPE, (tx) => store.reencrypt(tx, keyring, BATCH));
      moved += batch;
      if (batch < BATCH) break;
    }
  }
  return { moved };
}
