import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_STEP_UP_SECRETS } from './demo-step-up-secrets';

/** The README's table of step-up secrets is the seed's, one different secret per demo account. */
describe('the demo step-up secrets', () => {
  const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');

  it('enrol every demo account with its own secret, each listed in the README', () => {
    const secrets = DEMO_ACCOUNTS.map((account) => DEMO_STEP_UP_SECRETS[account.email]);
    expect(secrets.every((secret) => secret !== undefined && /^[A-Z2-7]{32}$/.test(secret))).toBe(true);
    expect(new Set(secrets).size).toBe(DEMO_ACCOUNTS.length);
    for (const account of DEMO_ACCOUNTS)
      expect(readme).toMatch(
        new RegExp(
          `\\| ${account.email.replace(/\./g, '\\.')}\\s+\\| \`${DEMO_STEP_UP_SECRETS[account.email]}\` \\|`,
        ),
      );
  });
});
