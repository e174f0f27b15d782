import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findHardCodedText } from './hard-coded-text-scanner';
import { en } from './locales/en';

/**
 * The i18n guard (issue 3: "A test fails on a hard-coded user-visible string in components"):
 * every user-visible text goes through i18next, and every key the code asks for exists in English.
 */

// A string, not `new URL(...)`: under jsdom, URL is jsdom's and node's fileURLToPath refuses it.
const SRC = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * Texts allowed as they are. Keep it short, and say why for each.
 */
const ALLOWED_TEXTS = new Set<string>([
  // (empty: brand names come from the tenant's settings or from i18n, e.g. layout.footer)
]);

/** Test code is not shown to users: *.test.* files, src/test/** and the `testing/` helper folders. */
function isTestCode(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || file.startsWith('test/') || file.includes('/testing/');
}

function sourceFiles(extensions: RegExp): string[] {
  return (readdirSync(SRC, { recursive: true }) as string[])
    .map((file) => file.split(sep).join('/'))
    .filter((file) => extensions.test(file) && !isTestCode(file))
    .sort();
}

const read = (file: string) => readFileSync(join(SRC, file), 'utf8');

describe('i18n guard: no hard-coded user-visible text in src/**/*.tsx', () => {
  it.each(sourceFiles(/\.tsx$/))('%s', (file) => {
    const findings = findHardCodedText(read(file), ALLOWED_TEXTS).map(
      (f) => `line ${f.line} (${f.where}): ${JSON.stringify(f.text)}`,
    );
    expect(findings).toEqual([]);
  });
});

/** The English value at a dotted key, counting the plural forms `key_one` / `key_other`. */
function hasKey(key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop()!;
  let node: unknown = en;
  for (const part of parts) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'object' || node === null) return false;
  const leaves = node as Record<string, unknown>;
  return [last, `${last}_one`, `${last}_other`].some((name) => typeof leaves[name] === 'string');
}

/**
 * Literal keys of `t('key')`, `i18n.t("key")` and `` t(`key`) `` (without substitutions), outside
 * block comments and comment lines (a doc comment may show an example key).
 */
function literalKeys(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const keys: string[] = [];
  for (const match of code.matchAll(/\bt\(\s*(['"`])([^'"`\n]+?)\1/g)) {
    const key = match[2]!;
    if (!key.includes('${')) keys.push(key);
  }
  return keys;
}

describe('i18n guard: every t() key used in src exists in the English resources', () => {
  it.each(sourceFiles(/\.tsx?$/))('%s', (file) => {
    const missing = literalKeys(read(file)).filter((key) => !hasKey(key));
    expect(missing).toEqual([]);
  });
});

describe('the guard itself', () => {
  const find = (source: string) => findHardCodedText(source).map((f) => [f.where, f.text]);

  it('reports JSX text and string literals in the text props', () => {
    const source = `
      export function A({ open }: { open: boolean }) {
        return (
          <Dialog title="Delete file" aria-label={'Dialog'}>
            <p>Don't do this</p>
            <TextField label="Name" placeholder={open ? 'Type here' : 'Closed'} helperText={\`Max \${n} chars\`} />
            <img alt="Logo" src="/logo.png" />
            <Tooltip title={<span>Hint</span>} />
            <Box children="Hi" />
            {'Literal child'}
            {name ?? 'Unknown'}
            {count + ' items'}
          </Dialog>
        );
      }`;
    expect(find(source)).toEqual([
      ['title', 'Delete file'],
      ['aria-label', 'Dialog'],
      ['text', "Don't do this"],
      ['label', 'Name'],
      ['placeholder', 'Type here'],
      ['placeholder', 'Closed'],
      ['helperText', 'Max chars'],
      ['alt', 'Logo'],
      ['text', 'Hint'],
      ['children', 'Hi'],
      ['children', 'Literal child'],
      ['children', 'Unknown'],
      ['children', 'items'],
    ]);
  });

  it('passes t() calls, formats in calls, non-text props, symbols and code around JSX', () => {
    const source = `
      const pattern = /<b>Bold<\\/b>/g;
      const half = total / 2 / 1;
      function useThing<T,>(value: T): Array<T> { return [value]; }
      export function B({ items }: { items: string[] }) {
        const [state] = useState<string | null>(null);
        if (items.length < 2 && state) return null;
        // <p>In a comment</p>
        const text = 'it is <b>not</b> JSX';
        return (
          <Stack direction="row" sx={{ label: 'not a prop' }} data-testid="stack" className={\`a \${b}\`}>
            {/* a comment child */}
            <Typography variant="body2" title={t('files.list')}>{t('files.choose')}</Typography>
            {format(date, 'DD/MM/YYYY')} · {items.map((i) => <li key={i}>{i}</li>)} – &nbsp; © {'-'}
            {open ? t('a.b') : null}
          </Stack>
        );
      }`;
    expect(find(source)).toEqual([]);
  });

  it('does not crash on a generic element it cannot follow: it says so instead', () => {
    const source =
      'const a = (\n  <>\n    {rows.length > 0 && (\n      <>\n        <DataTable<JobItem>\n          rows={rows}\n        />\n      </>\n    )}\n  </>\n);';
    expect(() => find(source)).not.toThrow();
  });

  it('honours the allow-list, and fails loudly on a file it cannot read', () => {
    expect(findHardCodedText('const a = <b>Paydesk</b>;', new Set(['Paydesk']))).toEqual([]);
    expect(findHardCodedText("const broken = 'unterminated\n;")).toEqual([
      expect.objectContaining({ where: 'scanner' }),
    ]);
  });

  it('finds literal t() keys and checks them against en.ts, plural forms included', () => {
    const source =
      't(\'files.list\'); i18n.t("status.time.justNow"); t(`a.b`); t(`x.$' + "{y}`); it('no');\n";
    const comments = "/** t('in.doc') */\n  // t('in.line')\n";
    expect(literalKeys(source + comments)).toEqual(['files.list', 'status.time.justNow', 'a.b']);
    expect(hasKey('files.list')).toBe(true);
    expect(hasKey('status.time.minutesAgo')).toBe(true); // minutesAgo_one / minutesAgo_other
    expect(hasKey('files.nope')).toBe(false);
    expect(hasKey('files')).toBe(false); // a namespace is not a text
  });
});
