import vm from 'node:vm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResetFormPage, profilePage } from './pages/account-pages';
import {
  PASSWORD_METER_SCRIPT,
  PASSWORD_METER_SCRIPT_PATH,
  ZXCVBN_ASSET_BASE,
  ZXCVBN_BUNDLES,
} from './pages/password-meter';
import { passwordMeterRoutes } from './password-meter-routes';

/**
 * The strength meter of the identity pages (docs/administration.md "Passwords"): on every password
 * field that sets a password, its script and zxcvbn-ts served from this origin, loaded on the first
 * focus only, and a text in a live region that follows the typing.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  passwordMeterRoutes(app);
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the meter on the pages', () => {
  const pages = {
    invitation: passwordResetFormPage({ token: 't', invitation: true }),
    reset: passwordResetFormPage({ token: 't' }),
    profile: profilePage({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@northwind.test',
      csrf: 'c',
      portalHref: '/',
    }),
  };

  it.each(Object.entries(pages))(
    'is on the %s page: the script, the live region, the field that names it',
    (_, page) => {
      expect(page).toContain(`<script src="${PASSWORD_METER_SCRIPT_PATH}" defer></script>`);
      expect(page).toMatch(/<input id="newPassword"[^>]* data-password-meter="newPassword-meter"/);
      expect(page).toMatch(/<input id="newPassword"[^>]* aria-describedby="newPassword-strength"/);
      expect(page).toContain('<div class="meter-text" id="newPassword-strength" aria-live="polite"></div>');
      // No inline script: the content security policy allows only this origin's files.
      expect(page).not.toMatch(/<script>/);
    },
  );
});

describe('the served scripts', () => {
  it('serves the meter and the three zxcvbn-ts bundles as JavaScript, nothing else under the path', async () => {
    const meter = await get(PASSWORD_METER_SCRIPT_PATH);
    expect(meter.statusCode).toBe(200);
    expect(meter.headers['content-type']).toContain('text/javascript');
    expect(meter.body).toBe(PASSWORD_METER_SCRIPT);
    for (const name of ZXCVBN_BUNDLES) {
      const bundle = await get(`${ZXCVBN_ASSET_BASE}${name}.js`);
      expect(bundle.statusCode, name).toBe(200);
      expect(bundle.headers['content-type']).toContain('text/javascript');
      expect(bundle.body).toContain('this.zxcvbnts');
      expect(bundle.body).not.toContain('sourceMappingURL');
    }
    expect((await get(`${ZXCVBN_ASSET_BASE}language-de.js`)).statusCode).toBe(404);
    expect((await get(`${ZXCVBN_ASSET_BASE}..%2Fpackage.js`)).statusCode).toBe(404);
  });
});

/**
 * The meter's script in a page of its own (a VM context with the few DOM members it uses): the
 * bundles it asks for are the ones the routes serve, run as a browser would run them.
 */
async function meterPage() {
  const bundles = new Map<string, string>();
  for (const name of ZXCVBN_BUNDLES)
    bundles.set(`${ZXCVBN_ASSET_BASE}${name}.js`, (await get(`${ZXCVBN_ASSET_BASE}${name}.js`)).body);

  const lines: string[] = [];
  const text = {
    set textContent(value: string) {
      lines.length = 0;
      if (value) lines.push(value);
    },
    appendChild(paragraph: { textContent: string }) {
      lines.push(paragraph.textContent);
    },
  };
  const fill = {
    style: { width: '' },
    score: '',
    setAttribute: (_: string, value: string) => (fill.score = value),
  };
  const handlers: Record<string, () => void> = {};
  const input = {
    value: '',
    getAttribute: () => 'newPassword-meter',
    addEventListener: (type: string, handler: () => void) => {
      handlers[type] = handler;
    },
  };
  const requested: string[] = [];
  let ready: (() => void) | undefined;
  const context = vm.createContext({
    document: {
      activeElement: null,
      head: {
        appendChild(script: { src: string; onload: () => void }) {
          requested.push(script.src);
          vm.runInContext(bundles.get(script.src) ?? 'throw new Error("404")', context);
          setTimeout(script.onload, 0);
        },
      },
      createElement: () => ({ textContent: '' }),
      getElementById: (id: string) =>
        id === 'newPassword-meter'
          ? { querySelector: (selector: string) => (selector === '.meter-fill' ? fill : text) }
          : null,
      querySelectorAll: () => [input],
      addEventListener: (_: string, handler: () => void) => {
        ready = handler;
      },
    },
  });
  context.window = context;
  vm.runInContext(PASSWORD_METER_SCRIPT, context);
  ready?.();
  const type = (value: string) => {
    input.value = value;
    handlers.input?.();
  };
  return { lines, fill, handlers, requested, type };
}

describe('the meter at work', () => {
  it('loads zxcvbn-ts on the first focus only, then says the strength in words with its advice while typing', async () => {
    const page = await meterPage();
    page.type('pass');
    expect(page.requested).toEqual([]);
    expect(page.lines).toEqual([]);

    page.handlers.focus?.();
    await vi.waitFor(() => {
      page.type('password1');
      expect(page.lines[0]).toBe('Password strength: Very weak');
    });
    expect(page.requested).toEqual(ZXCVBN_BUNDLES.map((name) => `${ZXCVBN_ASSET_BASE}${name}.js`));
    expect(page.fill).toMatchObject({ score: '0', style: { width: '20%' } });
    // zxcvbn's warning, in English.
    expect(page.lines.slice(1).join(' ')).toMatch(/common|password/i);

    page.type('violet lantern gravel orbit 1987');
    expect(page.lines[0]).toBe('Password strength: Strong');
    expect(page.fill).toMatchObject({ score: '4', style: { width: '100%' } });

    page.type('');
    expect(page.lines).toEqual([]);
    expect(page.fill.style.width).toBe('0');
  });
});
