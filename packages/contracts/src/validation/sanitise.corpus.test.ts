import { describe, expect, it } from 'vitest';
import { type InputKind, removedBy, sanitiseInput } from './sanitise';

const FREE_TEXT: readonly InputKind[] = ['text', 'search', 'other'];

/** Real business text: names, amounts, ranges, sentences, addresses in prose, scripts and emoji. */
const BUSINESS_TEXT = [
  'Union Select Cycles Ltd',
  'Update Ltd',
  'Create & Drop Co',
  'Delete Brothers',
  'Drop-off point: Unit 4, Exec Park',
  'Create a refund',
  'Please update the amount … Costs €12*3',
  'The customer sees it in 3–5 working days',
  'Costs €12*3',
  '£40; then £20',
  'Refund £12.50 — approved; see note',
  'x | y',
  'Select "Union" in the menu; then save',
  "O'Brien & Sant'Andrea, L'Oréal",
  'He said "insert the card" — it worked',
  'mail me at a.b@example.com or see https://example.com/x?y=1',
  'Missing data: the merchant id',
  'Truncate nothing; alter nothing',
  'Ranges 3--5 and 10-20; totals 5*4=20',
  'Łódź Żółć',
  'Şahin İğdır',
  'شركة الأمل',
  '北京支付有限公司',
  'Ђорђе 李小龍 O’Brien',
  'Thanks 🙏',
  'Family 👨‍👩‍👧 and 👍🏽',
  'Costs 12 € (incl. 20 % VAT)',
  'Price <= 10 & > 5 {net} [gross] $7 ^ ~ ` \\ #1 50%',
  'onboarding = done; one=two, online=yes',
];

/** Multi-line text keeps its lines; a textarea is `text`. */
const MULTI_LINE_TEXT = [
  'Dear team,\n\nplease update the amount.\n-----\nRegards',
  'Item\tQty\tPrice\n1\t2\t€3',
];

/** Injection sequences, and what neutralised means: the sequence's SQL is gone. */
const INJECTIONS: readonly (readonly [string, string])[] = [
  ["1' OR 1=1 --", "1'  1=1"],
  ["admin'--", "admin'"],
  ["x'OR'1'='1", "x''1'='1"],
  ["'OR'1'='1", "''1'='1"],
  ['x" OR ""="', 'x"  ""="'],
  ["x' AND 1=1", "x'  1=1"],
  ["x'; DROP TABLE users; --", "x' TABLE users;"],
  ['" UNION SELECT password FROM users', '"  password FROM users'],
  ["1' union all select null,null--", "1'  null,null"],
  ['1; DELETE FROM payments', '1 FROM payments'],
  ['1;SELECT * FROM users', '1 * FROM users'],
  ["x'; EXEC xp_cmdshell('dir')", "x' xp_cmdshell('dir')"],
  ["x'; UPDATE users SET role='admin'", "x' users SET role='admin'"],
  ["x'; INSERT INTO admins VALUES (1)", "x' INTO admins VALUES (1)"],
  ["x'; DECLARE @q varchar(99)", "x' @q varchar(99)"],
  ['a /* hidden */ b', 'a  hidden  b'],
  ['<script>alert(1)</script>Hi', 'Hi'],
  ['<img src=x onerror=alert(1)>', '<img src=x >'],
  ['javascript:alert(1)', 'alert(1)'],
  ['a\u0000b\u202Ec', 'abc'],
];

describe('free text passes through unchanged (the issue: never corrupt what people type)', () => {
  it.each(BUSINESS_TEXT)('%s', (value) => {
    for (const kind of FREE_TEXT) {
      expect(sanitiseInput(value, kind), kind).toBe(value);
      expect(removedBy(value, kind), kind).toEqual([]);
    }
  });

  it.each(MULTI_LINE_TEXT)('keeps the lines and tabs of %j', (value) => {
    for (const kind of ['text', 'other'] as const) {
      expect(sanitiseInput(value, kind)).toBe(value);
      expect(removedBy(value, kind)).toEqual([]);
    }
  });
});

describe('injection sequences are still neutralised, and each removal is named', () => {
  it.each(INJECTIONS)('%j', (value, neutralised) => {
    for (const kind of FREE_TEXT) {
      expect(sanitiseInput(value, kind), kind).toBe(neutralised);
      expect(removedBy(value, kind).length, kind).toBeGreaterThan(0);
    }
  });

  it('names what it removes, rule by rule', () => {
    expect(removedBy("x'; DROP TABLE users; --", 'text')).toEqual([
      { rule: 'sqlSequence', found: ['; DROP'] },
      { rule: 'sqlComment', found: ['--'] },
    ]);
    expect(removedBy('<b onclick="go()">Hi</b> <script>x</script> javascript:y', 'text')).toEqual([
      { rule: 'scriptTag', found: [] },
      { rule: 'scheme', found: ['javascript:'] },
      { rule: 'eventHandler', found: ['onclick'] },
    ]);
    expect(removedBy('a\u0007b', 'other')).toEqual([{ rule: 'controlCharacters', found: [] }]);
    expect(removedBy('Jo hn!@Example.com@x', 'email')).toEqual([
      { rule: 'characters', found: ['!', '@'] },
      { rule: 'spaces', found: [] },
    ]);
    expect(removedBy('file:///etc/passwd', 'url')).toEqual([{ rule: 'urlScheme', found: ['file:'] }]);
    expect(removedBy('12a.5.6', 'number')).toEqual([{ rule: 'characters', found: ['a', '.'] }]);
    expect(removedBy('x'.repeat(300), 'search')).toEqual([{ rule: 'tooLong', found: ['255'] }]);
    // Trimming and an e-mail's lower case are not removals worth a note.
    expect(removedBy('  Ada  ', 'text')).toEqual([]);
    expect(removedBy('Ops@Example.com', 'email')).toEqual([]);
    expect(removedBy(undefined, 'text')).toEqual([]);
  });
});
