import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { parseRootKey, ROOT_KEY_FILE, resolveRootKey } from './root-key';

const KEY = Buffer.alloc(32, 9).toString('base64');
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the root key (PAYDESK_ROOT_KEY)', () => {
  it('takes the base64 of 32 bytes and stops the start on anything else', () => {
    expect(parseRootKey(KEY)).toHaveLength(32);
    expect(loadConfig({ PAYDESK_ROOT_KEY: KEY }).rootKey).toBe(KEY);
    expect(loadConfig({}).rootKey).toBeUndefined();
    for (const bad of ['short', Buffer.alloc(16).toString('base64'), `${KEY}!`]) {
      expect(() => loadConfig({ PAYDESK_ROOT_KEY: bad })).toThrow(/PAYDESK_ROOT_KEY/);
    }
  });

  it('is generated once into the data folder of the embedded default, said in the log, and kept', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'paydesk-root-'));
    folders.push(dataDir);
    const log: string[] = [];
    const first = resolveRootKey({ rootKey: undefined, dataDir, databaseUrl: undefined }, (line) =>
      log.push(line),
    );
    expect(log).toEqual([expect.stringContaining(path.join(dataDir, ROOT_KEY_FILE))]);
    expect(statSync(path.join(dataDir, ROOT_KEY_FILE)).mode & 0o777).toBe(0o600);
    const second = resolveRootKey({ rootKey: undefined, dataDir, databaseUrl: undefined }, (line) =>
      log.push(line),
    );
    expect(second.equals(first)).toBe(true);
    expect(log).toHaveLength(1);
    expect(readFileSync(path.join(dataDir, ROOT_KEY_FILE), 'utf8').trim()).toBe(first.toString('base64'));
  });

  it('is required with PostgreSQL, and the setting wins over a generated one', () => {
    const source = { rootKey: undefined, dataDir: 'memory://', databaseUrl: 'postgres://db/paydesk' };
    expect(() => resolveRootKey(source, () => {})).toThrow(/required with DATABASE_URL/);
    expect(resolveRootKey({ ...source, rootKey: KEY }, () => {}).equals(Buffer.alloc(32, 9))).toBe(true);
  });
});
