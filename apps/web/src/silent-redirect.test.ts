import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const signinSilentCallback = vi.fn(async () => undefined);
vi.mock('oidc-client-ts', () => ({
  UserManager: vi.fn(function UserManager() {
    return { signinSilentCallback };
  }),
}));

describe('silent-redirect page', () => {
  it('hands the silent sign-in answer to the parent window', async () => {
    await import('./silent-redirect');
    expect(signinSilentCallback).toHaveBeenCalledTimes(1);
  });

  it('loads neither React nor app code', () => {
    const source = readFileSync(path.join(import.meta.dirname, 'silent-redirect.ts'), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports).toEqual(['oidc-client-ts']);
    const html = readFileSync(path.join(import.meta.dirname, '..', 'silent-redirect.html'), 'utf8');
    expect(html).toContain('src="/src/silent-redirect.ts"');
  });
});
