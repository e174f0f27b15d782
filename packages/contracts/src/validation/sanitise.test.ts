import { describe, expect, it } from 'vitest';
import { INPUT_KINDS, inputKindOf, MAX_LENGTH_BY_KIND, removedBy, sanitise, sanitiseInput } from './sanitise';
import { SQL_KEYWORDS } from './sql-sequences';

describe('sanitiseInput (spec §5 "Text input sanitising")', () => {
  it('has the spec max length by type', () => {
    expect(MAX_LENGTH_BY_KIND).toEqual({
      email: 254,
      password: 128,
      text: 1000,
      number: 20,
      tel: 20,
      url: 2048,
      search: 255,
      other: 500,
    });
    for (const kind of INPUT_KINDS) {
      const max = MAX_LENGTH_BY_KIND[kind];
      expect(sanitiseInput('7'.repeat(max + 50), kind)).toHaveLength(max);
      expect(sanitiseInput('7'.repeat(max), kind)).toHaveLength(max);
    }
  });

  it('trims', () => {
    expect(sanitiseInput('  Hello  ', 'text')).toBe('Hello');
    expect(sanitiseInput('\t query \n', 'search')).toBe('query');
  });

  it('takes only attributes named after a DOM event for handlers ("ondelete=" and "ononerror=" are no events)', () => {
    expect(sanitiseInput(' ondelete=', 'search')).toBe('ondelete=');
    expect(sanitiseInput(' ononerror="x"', 'search')).toBe('ononerror="x"');
    expect(sanitiseInput('a onerror="x"', 'search')).toBe('a');
  });

  it('does not report what trimming takes from the ends as removed (a trailing vertical tab)', () => {
    expect(sanitiseInput('!\u000b', 'text')).toBe('!');
    expect(removedBy('!\u000b', 'text')).toEqual([]);
    expect(removedBy('a\u000bb', 'text').map((r) => r.rule)).toEqual(['controlCharacters']);
  });

  it('strips script tags with their content', () => {
    expect(sanitiseInput('Hi <script>alert("x")</script>there', 'other')).toBe('Hi there');
    expect(sanitiseInput('<SCRIPT type="text/javascript">steal()</SCRIPT >ok', 'other')).toBe('ok');
    expect(sanitiseInput('ok<script>never closed', 'other')).toBe('ok');
    expect(sanitiseInput('<scr<script>x</script>ipt>alert(1)</script>', 'other')).toBe('alert(1)');
  });

  it('strips the javascript:, data: and vbscript: schemes, also split by tabs or case', () => {
    expect(sanitiseInput('javascript:alert(1)', 'other')).toBe('alert(1)');
    expect(sanitiseInput('JaVaScRiPt :alert(1)', 'other')).toBe('alert(1)');
    expect(sanitiseInput('see data:text/html,x', 'other')).toBe('see text/html,x');
    expect(sanitiseInput('data:,x', 'other')).toBe(',x');
    // The word "data" before a colon in a sentence is not a scheme.
    expect(sanitiseInput('Missing data: the merchant id', 'text')).toBe('Missing data: the merchant id');
    expect(sanitiseInput('vbscript:msgbox', 'search')).toBe('msgbox');
    expect(sanitiseInput('java\nscript:x', 'text')).toBe('x');
    expect(sanitiseInput('java\tscript:x', 'other')).toBe('x');
    // In a one-line kind a tab becomes a space, and a space (unlike a tab) ends a scheme name.
    expect(sanitiseInput('java\tscript:x', 'search')).toBe('java script:x');
    expect(sanitiseInput('javajavascript:script:x', 'other')).toBe('x');
  });

  it('strips inline event handlers with their value', () => {
    expect(sanitiseInput('<img src=x onerror=alert(1)>', 'other')).toBe('<img src=x >');
    expect(sanitiseInput('<a onclick="go()" href="#">a</a>', 'other')).toBe('<a  href="#">a</a>');
    expect(sanitiseInput("<b onMouseOver = 'x'>", 'other')).toBe('<b >');
    // Not a handler: "on" inside a word, or no name after it.
    expect(sanitiseInput('button=1 and on = 2', 'other')).toBe('button=1 and on = 2');
  });

  it('strips control characters; keeps line breaks only where the type is multi-line', () => {
    expect(sanitiseInput('a\u0000b\u0007c\u007Fd\u009Be', 'other')).toBe('abcde');
    expect(sanitiseInput('zero\u200Bwidth \u202Eright', 'other')).toBe('zerowidth right');
    expect(sanitiseInput('line 1\r\nline 2\rline 3', 'text')).toBe('line 1\nline 2\nline 3');
    expect(sanitiseInput('line 1\nline 2', 'search')).toBe('line 1 line 2');
    expect(sanitiseInput('a\tb', 'text')).toBe('a\tb');
    expect(sanitiseInput('x\uD800y', 'text')).toBe('xy'); // half a character
  });

  it('removes SQL keywords only where they form an injection sequence, never as words', () => {
    expect(SQL_KEYWORDS).toHaveLength(11);
    for (const keyword of SQL_KEYWORDS) {
      expect(sanitiseInput(`a ${keyword} b`, 'other')).toBe(`a ${keyword} b`);
      expect(sanitiseInput(`a ${keyword.toUpperCase()} b`, 'search')).toBe(`a ${keyword.toUpperCase()} b`);
    }
    expect(sanitiseInput("1' UNION SELECT password FROM users --", 'other')).toBe("1'  password FROM users");
    expect(sanitiseInput("x'; DROP TABLE tickets", 'text')).toBe("x' TABLE tickets");
    expect(sanitiseInput("1' OR 1=1 --", 'search')).toBe("1'  1=1");
    expect(sanitiseInput('a /* hidden */ b', 'other')).toBe('a  hidden  b');
    // A quote that opens a name is not one that closes a string.
    expect(sanitiseInput('"Union Select Cycles Ltd"', 'text')).toBe('"Union Select Cycles Ltd"');
    // A removal that joins a new sequence is caught too.
    expect(sanitiseInput("x' UN/**/ION SELECT 1", 'text')).toBe("x'  1");
  });

  it('removes the characters ; | * from emails, numbers, phones and URLs, not from free text', () => {
    expect(sanitiseInput('a;b|c*d', 'other')).toBe('a;b|c*d');
    expect(sanitiseInput('5 * 3; 1 | 2', 'search')).toBe('5 * 3; 1 | 2');
    expect(sanitiseInput('https://example.com/a;b|c*', 'url')).toBe('https://example.com/abc');
    expect(sanitiseInput('a;b|c*@x.com', 'email')).toBe('abc@x.com');
  });

  it('email: lower-cased, spaces removed, letters digits @ . _ - only, a single @', () => {
    expect(sanitiseInput(' Jane.Doe @Example.COM ', 'email')).toBe('jane.doe@example.com');
    expect(sanitiseInput('jo+hn<x>@ex!ample.com', 'email')).toBe('johnx@example.com');
    expect(sanitiseInput('a@b@c.com', 'email')).toBe('a@bc.com');
    expect(sanitiseInput('first_last-1@sub.example.org', 'email')).toBe('first_last-1@sub.example.org');
    // Mailbox names that are SQL words are real addresses: emails keep them.
    expect(sanitiseInput('update@company.com', 'email')).toBe('update@company.com');
  });

  it('number: digits, one decimal point and a leading minus', () => {
    expect(sanitiseInput('-12.50', 'number')).toBe('-12.50');
    expect(sanitiseInput('1,234.5.6 EUR', 'number')).toBe('1234.56');
    expect(sanitiseInput('5-3', 'number')).toBe('53');
    expect(sanitiseInput('--5', 'number')).toBe('5');
    expect(sanitiseInput('abc', 'number')).toBe('');
  });

  it('tel: digits, spaces, hyphens, parentheses and +', () => {
    expect(sanitiseInput('+44 (20) 7946-0958', 'tel')).toBe('+44 (20) 7946-0958');
    expect(sanitiseInput('call 0800.123/456 ext', 'tel')).toBe('0800123456');
  });

  it('text: every printable character of every script, symbols and emoji', () => {
    expect(sanitiseInput('Zoë Şahin', 'text')).toBe('Zoë Şahin');
    expect(sanitiseInput('Zoe\u0308', 'text')).toBe('Zoe\u0308'); // decomposed ë keeps its mark
    expect(sanitiseInput('Ђорђе 李小龍 O’Brien', 'text')).toBe('Ђорђе 李小龍 O’Brien');
    const punctuation = `Ok. a, 'q' "d" a-b c_d (e) f/g & h@i ! ? : #1 50% 1+1=2`;
    expect(sanitiseInput(punctuation, 'text')).toBe(punctuation);
    expect(sanitiseInput('a<b>c{d}[e]$f^g~h`i\\j', 'text')).toBe('a<b>c{d}[e]$f^g~h`i\\j');
    expect(sanitiseInput('Dear team,\n\nthanks.', 'text')).toBe('Dear team,\n\nthanks.');
    expect(sanitiseInput('smile 😀 👨\u200D👩\u200D👧', 'text')).toBe('smile 😀 👨\u200D👩\u200D👧');
    expect(sanitiseInput('12\u00A0€', 'text')).toBe('12\u00A0€'); // a no-break space stays
  });

  it('url: only http, https, ftp and mailto; anything else becomes empty', () => {
    expect(sanitiseInput('https://example.com/a?b=1', 'url')).toBe('https://example.com/a?b=1');
    expect(sanitiseInput('HTTP://example.com', 'url')).toBe('HTTP://example.com');
    expect(sanitiseInput('ftp://files.example.com/x.csv', 'url')).toBe('ftp://files.example.com/x.csv');
    expect(sanitiseInput('mailto:ops@example.com', 'url')).toBe('mailto:ops@example.com');
    expect(sanitiseInput('javascript:alert(1)', 'url')).toBe('');
    expect(sanitiseInput(' java\tscript:alert(1)', 'url')).toBe('');
    expect(sanitiseInput('data:text/html;base64,xx', 'url')).toBe('');
    expect(sanitiseInput('file:///etc/passwd', 'url')).toBe('');
    expect(sanitiseInput('tel:+441234', 'url')).toBe('');
    // No scheme at all is not a forbidden scheme.
    expect(sanitiseInput('www.example.com', 'url')).toBe('www.example.com');
    // URLs keep path segments named like SQL words; they have no whitespace to build a statement.
    expect(sanitiseInput('https://example.com/webhooks/update', 'url')).toBe(
      'https://example.com/webhooks/update',
    );
  });

  it('passwords are only length-limited and cleared of control characters', () => {
    expect(sanitiseInput(' pa;ss|word* DROP ', 'password')).toBe(' pa;ss|word* DROP ');
    expect(sanitiseInput('<script>x</script>', 'password')).toBe('<script>x</script>');
    expect(sanitiseInput('sec\u0000ret\n', 'password')).toBe('secret');
    expect(sanitiseInput('p'.repeat(200), 'password')).toHaveLength(128);
  });

  it('never cuts a surrogate pair in half', () => {
    const value = `${'a'.repeat(499)}😀`;
    expect(sanitiseInput(value, 'other')).toBe('a'.repeat(499));
  });

  it('gives empty text for anything that is not a string, and for absurdly nested attacks', () => {
    expect(sanitiseInput(undefined, 'text')).toBe('');
    expect(sanitiseInput(42, 'text')).toBe('');
    const nested = `${'java'.repeat(20)}script:${'script:'.repeat(19)}x`;
    expect(sanitiseInput(nested, 'other')).toBe('');
  });

  it('curries for zod transforms, and maps unknown input types to other', () => {
    expect(sanitise('email')(' A@B.C ')).toBe('a@b.c');
    expect(inputKindOf('tel')).toBe('tel');
    expect(inputKindOf('color')).toBe('other');
    expect(inputKindOf(undefined)).toBe('other');
  });
});
