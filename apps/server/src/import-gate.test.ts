import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/**
 * The import gate fails on a planted crossing: the real .dependency-cruiser.cjs, run through
 * dependency-cruiser's API on two small trees under test-fixtures/import-gate (outside src, so the
 * gate's own run never sees them): one where a module imports another module's internal file, one
 * where it goes through the module's index.ts.
 */
const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = createRequire(import.meta.url)(path.join(server, '.dependency-cruiser.cjs')) as IConfiguration;

async function violationsIn(fixture: string): Promise<string[]> {
  const { tsConfig: _serverOnly, ...options } = config.options ?? {};
  const result = await cruise(['src'], {
    ...options,
    baseDir: path.join(server, 'test-fixtures/import-gate', fixture),
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe('the import gate (.dependency-cruiser.cjs)', () => {
  it('refuses a module importing another module’s internal file', async () => {
    expect(await violationsIn('crossing')).toEqual([
      'module-public-entry: src/modules/orders/orders.service.ts → src/modules/payments/payment-rules.ts',
    ]);
  });

  it('passes a module importing another through its index.ts, and infra', async () => {
    expect(await violationsIn('clean')).toEqual([]);
  });
});
