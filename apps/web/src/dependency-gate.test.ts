// @vitest-environment node
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/**
 * The web import gate (docs/architecture.md, "The web portal") fails on a planted crossing: the real
 * rule set of .dependency-cruiser.cjs, run through dependency-cruiser's API on the fixture trees in
 * test-fixtures/dependency-gate/ (outside src/, so the real gate never scans them).
 */

const WEB = dirname(dirname(fileURLToPath(import.meta.url)));
const config = createRequire(import.meta.url)(join(WEB, '.dependency-cruiser.cjs')) as {
  forbidden: IForbiddenRuleType[];
  options: { tsPreCompilationDeps: boolean; doNotFollow: { path: string }; exclude: { path: string[] } };
};

async function gate(fixture: string) {
  const { output } = await cruise(['src'], {
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    tsPreCompilationDeps: config.options.tsPreCompilationDeps,
    doNotFollow: config.options.doNotFollow,
    exclude: config.options.exclude,
    baseDir: join(WEB, 'test-fixtures', 'dependency-gate', fixture),
  });
  const { summary } = output as ICruiseResult;
  return {
    errors: summary.error,
    violations: summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort(),
  };
}

describe('the web import gate', () => {
  it('reports a feature importing another feature, and the shell importing a feature', async () => {
    const result = await gate('crossing');
    expect(result.violations).toEqual([
      'no-cross-feature: src/features/refunds/refund-total.ts -> src/features/payouts/payout-total.ts',
      'shell-imports-no-feature: src/shell/layout/toolbar.ts -> src/features/refunds/refund-total.ts',
    ]);
    expect(result.errors).toBe(2);
  });

  it('passes the same tree once the shared piece sits in lib/', async () => {
    const result = await gate('clean');
    expect(result.violations).toEqual([]);
    expect(result.errors).toBe(0);
  });
});
