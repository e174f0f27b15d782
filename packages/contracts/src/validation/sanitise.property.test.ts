import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INPUT_KINDS, type InputKind, MAX_LENGTH_BY_KIND, SQL_KEYWORDS, sanitiseInput } from './sanitise';

/** Strings rich in the things the sanitiser removes, mixed with ordinary text of any script. */
const fragments = fc.constantFrom(
  '<script>',
  '</script>',
  '<SCRIPT src=x>',
  '<scr',
  'ipt>',
  'javascript:',
  'java',
  'script:',
  'JavaScript :',
  'data:',
  'vbscript:',
  ' onclick=',
  'onerror="x"',
  ' on',
  'load=',
  '=',
  ';',
  '|',
  '*',
  '/*',
  '*/',
  '--',
  '-',
  '@',
  '.',
  ',',
  ' ',
  '\n',
  '\t',
  '\r',
  '\u0000',
  '\u0007',
  '\u007F',
  '\u200B',
  'Zoë',
  'Şahin',
  '😀',
  '1',
  '-12.5',
  'http://',
  'mailto:',
  ...SQL_KEYWORDS,
  ...SQL_KEYWORDS.map((k) => k.toUpperCase()),
);
const hostile = fc.oneof(
  fc.array(fragments, { maxLength: 40 }).map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ maxLength: 3000 }),
);
const kind = fc.constantFrom(...INPUT_KINDS);
const notPassword = fc.constantFrom(
  ...INPUT_KINDS.filter((k): k is Exclude<InputKind, 'password'> => k !== 'password'),
);

const RUNS = { numRuns: 400 };

describe('sanitiseInput properties', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(hostile, kind, (value, k) => {
        const once = sanitiseInput(value, k);
        expect(sanitiseInput(once, k)).toBe(once);
      }),
      RUNS,
    );
  });

  it('never exceeds the max length of the type', () => {
    fc.assert(
      fc.property(hostile, kind, (value, k) => {
        expect(sanitiseInput(value, k).length).toBeLessThanOrEqual(MAX_LENGTH_BY_KIND[k]);
      }),
      RUNS,
    );
  });

  it('never leaves <script, javascript:, an inline handler or ; | * (passwords aside)', () => {
    fc.assert(
      fc.property(hostile, notPassword, (value, k) => {
        const out = sanitiseInput(value, k);
        expect(out).not.toMatch(/<script/i);
        expect(out).not.toMatch(/javascript:/i);
        expect(out).not.toMatch(/vbscript:/i);
        expect(out).not.toMatch(/(?:^|[^\p{L}\p{N}_])on[\p{L}\p{N}_]+\s*=/iu);
        expect(out).not.toMatch(/[;|*]/);
      }),
      RUNS,
    );
  });

  it('never leaves control characters (a line break only in text and other)', () => {
    fc.assert(
      fc.property(hostile, kind, (value, k) => {
        const out = sanitiseInput(value, k);
        const allowed = k === 'text' || k === 'other' ? /[^\P{Cc}\n]/u : /\p{Cc}/u;
        expect(out).not.toMatch(allowed);
      }),
      RUNS,
    );
  });

  it('emails hold at most one @ and only a-z 0-9 @ . _ -', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const out = sanitiseInput(value, 'email');
        expect(out.split('@').length).toBeLessThanOrEqual(2);
        expect(out).toMatch(/^[a-z0-9@._-]*$/);
      }),
      RUNS,
    );
  });

  it('numbers match -?digits.digits', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        expect(sanitiseInput(value, 'number')).toMatch(/^-?\d*\.?\d*$/);
      }),
      RUNS,
    );
  });

  it('phone numbers hold only digits, spaces, hyphens, parentheses and +', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        expect(sanitiseInput(value, 'tel')).toMatch(/^[0-9 ()+-]*$/);
      }),
      RUNS,
    );
  });

  it('a URL with a scheme has an allowed one', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(sanitiseInput(value, 'url'))?.[1]?.toLowerCase();
        if (scheme !== undefined) expect(['http', 'https', 'ftp', 'mailto']).toContain(scheme);
      }),
      RUNS,
    );
  });

  it('keeps ordinary names and sentences unchanged', () => {
    const word = fc
      .stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿĀ-ž]{1,12}$/)
      .filter((w) => !(SQL_KEYWORDS as readonly string[]).includes(w.toLowerCase()));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), (words) => {
        const sentence = words.join(' ');
        expect(sanitiseInput(sentence, 'text')).toBe(sentence);
      }),
      RUNS,
    );
  });

  it('passwords keep every printable character', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 128 }).filter((s) => !/\p{Cc}/u.test(s)),
        (password) => {
          expect(sanitiseInput(password, 'password')).toBe(password);
        },
      ),
      RUNS,
    );
  });
});
