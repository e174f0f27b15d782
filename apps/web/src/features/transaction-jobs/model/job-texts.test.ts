import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  BULK_ACTIONS,
  JOB_ITEM_OUTCOMES,
  TRANSACTION_JOB_STATUSES,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import { STATUS_CHANGE_ACTIONS } from '@paydesk/contracts/transactions/transaction.model';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { enTransactionJobs } from '../../../i18n/locales/en-transaction-jobs';

const FEATURE_DIR = join(__dirname, '..');

/** Every .tsx file of the feature that is not a test or a test helper. */
function screenFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : screenFiles(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('transaction job texts', () => {
  it('name every job status, item outcome, bulk action and status change of the contracts', () => {
    for (const status of TRANSACTION_JOB_STATUSES) expect(enTransactionJobs.status[status]).toBeTruthy();
    for (const outcome of JOB_ITEM_OUTCOMES) expect(enTransactionJobs.outcome[outcome]).toBeTruthy();
    for (const action of [...BULK_ACTIONS, ...STATUS_CHANGE_ACTIONS])
      expect(enTransactionJobs.action[action]).toBeTruthy();
  });

  it('are registered as transactionJobs', () => {
    expect(i18n.t('transactionJobs.status.CompletedWithErrors')).toBe('Completed with errors');
  });

  it('are the only words the screens show: no text between JSX tags, every t() key exists', () => {
    for (const file of screenFiles(FEATURE_DIR)) {
      const source = readFileSync(file, 'utf8');
      // Text directly between a closing '>' and an opening '<' (not an expression in braces).
      const literals = [...source.matchAll(/>\s*([A-Za-z][^<>{};=()]*?)\s*</g)].map((m) => m[1]);
      expect(literals, file).toEqual([]);
      for (const [, key] of source.matchAll(/t\('(transactionJobs\.[\w.]+)'/g)) {
        expect(i18n.exists(key!) || i18n.exists(`${key}_other`), `${file}: ${key}`).toBe(true);
      }
    }
  });
});
