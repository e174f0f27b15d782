import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file the embedded default keeps its generated root key in, inside the data folder. */
export const ROOT_KEY_FILE = 'paydesk-root-key';

/** PAYDESK_ROOT_KEY: base64 of exactly 32 bytes; anything else stops the start with the reason. */
export function parseRootKey(value: string): Buffer {
  const text = value.trim();
  const key = Buffer.from(text, 'base64');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || key.length !== 32) {
    throw new Error('PAYDESK_ROOT_KEY: expected the base64 of 32 random bytes (openssl rand -base64 32)');
  }
  return key;
}

export interface RootKeySource {
  readonly rootKey: string | undefined;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
}

/**
 * The root key that wraps every tenant key: PAYDESK_ROOT_KEY when set. Without it, the embedded
 * default (PGlite in a data folder) generates one once into `<DATA_DIR>/paydesk-root-key` (mode 0600)
 * and says so in the log; an in-memory database gets one for the process. A PostgreSQL server
 * without the setting refuses to start: its data would outlive a key nobody kept.
 */
export function resolveRootKey(source: RootKeySource, log: (message: string) => void): Buffer {
  if (source.rootKey) return parseRootKey(source.rootKey);
  if (source.databaseUrl) {
    throw new Error('PAYDESK_ROOT_KEY is required with DATABASE_URL (base64 of 32 random bytes)');
  }
  if (source.dataDir.startsWith('memory://')) {
    log('PAYDESK_ROOT_KEY is not set: an in-memory database uses a root key of its own for this process');
    return randomBytes(32);
  }
  const file = path.join(source.dataDir, ROOT_KEY_FILE);
  if (existsSync(file)) return parseRootKey(readFileSync(file, 'utf8'));
  mkdirSync(source.dataDir, { recursive: true });
  writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  log(`PAYDESK_ROOT_KEY is not set: generated a root key into ${file}; keep it with the data folder`);
  return parseRootKey(readFileSync(file, 'utf8'));
}
