/**
 * Finds hard-coded user-visible text in a .tsx source, for the i18n guard (hard-coded-text.test.ts).
 * TypeScript 7 has no compiler API, so this is a small JSX-aware scanner: it tells code, strings,
 * template literals, comments, regex literals, JSX tags, attributes and children apart, which
 * plain regular expressions cannot (an apostrophe in JSX text is not a string quote).
 *
 * It reports:
 * - JSX text with a letter in it;
 * - a string (or template) with a letter given to one of the props below, directly or as a
 *   result of the prop's expression (`label={open ? 'Close' : 'Open'}`);
 * - the same for a children expression (`{'Hello'}`, `{name ?? 'Unknown'}`, `{n + ' items'}`).
 * A string inside a call (`t('key')`, `format(d, 'DD/MM')`) is not a result, so it passes.
 */

/** Props whose string value a user sees or hears. */
export const TEXT_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'alt',
  'helperText',
  'children',
]);

export interface Finding {
  line: number;
  /** 'text' for JSX text, else the prop name or 'children' for a children expression. */
  where: string;
  text: string;
}

type Prev = 'start' | 'value' | 'op' | 'result-op';

const RESULT_OPS = new Set(['?', ':', '&&', '||', '??', '+']);
const KEYWORDS_BEFORE_EXPRESSION = new Set([
  'return',
  'yield',
  'await',
  'case',
  'default',
  'typeof',
  'void',
  'delete',
  'in',
  'of',
  'new',
  'throw',
  'else',
  'do',
]);
const LETTER = /\p{L}/u;

class Bail extends Error {}

export function findHardCodedText(source: string, allowed: ReadonlySet<string> = new Set()): Finding[] {
  const findings: Finding[] = [];
  const s = source;
  let i = 0;

  const lineAt = (pos: number) => s.slice(0, pos).split('\n').length;
  const report = (pos: number, where: string, raw: string) => {
    const text = raw
      .replace(/&[a-z]+;|&#x?[0-9a-f]+;/gi, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (LETTER.test(text) && !allowed.has(text)) findings.push({ line: lineAt(pos), where, text });
  };
  const eof = () => i >= s.length;

  function skipString(quote: string): string {
    const start = ++i;
    while (!eof() && s[i] !== quote) {
      if (s[i] === '\\') i++;
      if (s[i] === '\n') throw new Bail();
      i++;
    }
    return s.slice(start, i++);
  }

  /** A template literal; returns its static text. Substitutions are scanned as code. */
  function skipTemplate(): string {
    i++;
    let text = '';
    while (!eof() && s[i] !== '`') {
      if (s[i] === '\\') {
        text += s.slice(i, i + 2);
        i += 2;
      } else if (s[i] === '$' && s[i + 1] === '{') {
        i += 2;
        scanCode(true, null);
        text += ' ';
      } else text += s[i++];
    }
    i++;
    return text;
  }

  function skipRegex(): void {
    i++;
    let inClass = false;
    while (!eof() && (inClass || s[i] !== '/')) {
      if (s[i] === '\\') i++;
      else if (s[i] === '[') inClass = true;
      else if (s[i] === ']') inClass = false;
      else if (s[i] === '\n') throw new Bail();
      i++;
    }
    i++;
    while (/[a-z]/i.test(s[i] ?? '')) i++;
  }

  function skipComment(): boolean {
    if (s[i] !== '/') return false;
    if (s[i + 1] === '/') {
      while (!eof() && s[i] !== '\n') i++;
      return true;
    }
    if (s[i + 1] === '*') {
      const end = s.indexOf('*/', i + 2);
      i = end < 0 ? s.length : end + 2;
      return true;
    }
    return false;
  }

  /**
   * Scans code up to the `}` that closes the current brace (when `inBraces`) or the end. With
   * `analyse`, strings in result positions at depth 0 are reported under that name.
   */
  function scanCode(inBraces: boolean, analyse: string | null): void {
    let depth = 0;
    let prev: Prev = 'start';
    while (!eof()) {
      const c = s[i]!;
      if (/\s/.test(c)) {
        i++;
        continue;
      }
      if (skipComment()) continue;
      const atResult = analyse !== null && depth === 0 && (prev === 'start' || prev === 'result-op');
      if (c === "'" || c === '"') {
        const pos = i;
        const text = skipString(c);
        if (atResult) report(pos, analyse, text);
        prev = 'value';
      } else if (c === '`') {
        const pos = i;
        const text = skipTemplate();
        if (atResult) report(pos, analyse, text);
        prev = 'value';
      } else if (c === '/' && prev !== 'value') {
        skipRegex();
        prev = 'value';
      } else if (c === '<' && prev !== 'value' && tryJsx()) {
        prev = 'value';
      } else if (c === '{' || c === '(' || c === '[') {
        depth++;
        i++;
        prev = 'start';
      } else if (c === '}' || c === ')' || c === ']') {
        i++;
        if (c === '}' && depth === 0 && inBraces) return;
        depth--;
        prev = 'value';
      } else if (/[\p{L}\p{N}_$]/u.test(c)) {
        const word = /^[\p{L}\p{N}_$]+/u.exec(s.slice(i, i + 64))![0];
        i += word.length;
        prev = KEYWORDS_BEFORE_EXPRESSION.has(word) ? 'op' : 'value';
      } else {
        // A character no branch expects (e.g. inside a generic element such as `<Table<Row>`) is
        // stepped over as an operator: the guard must not crash on valid TypeScript.
        const op = /^(\?\?|\?\.|&&|\|\||=>|[^\s\w])/.exec(s.slice(i, i + 2))?.[0] ?? c;
        i += op.length;
        prev = RESULT_OPS.has(op) ? 'result-op' : 'op';
      }
    }
    if (inBraces) throw new Bail();
  }

  /** At '<' in code: scans a JSX element if it is one; else restores and returns false. */
  function tryJsx(): boolean {
    const start = i;
    const mark = findings.length;
    try {
      scanElement();
      return true;
    } catch (error) {
      if (!(error instanceof Bail)) throw error;
      i = start + 1;
      findings.length = mark;
      return false;
    }
  }

  function skipSpace(): void {
    for (;;) {
      if (/\s/.test(s[i] ?? '')) i++;
      else if (!skipComment()) return;
    }
  }

  /** `<name attrs>children</name>`, `<name attrs />` or a fragment; throws Bail if it is not JSX. */
  function scanElement(): void {
    i++; // '<'
    skipSpace();
    const name = /^[\p{L}_$][\p{L}\p{N}_$.:-]*/u.exec(s.slice(i, i + 128))?.[0] ?? '';
    if (!name && s[i] !== '>') throw new Bail();
    i += name.length;
    skipSpace();
    if (s[i] === '<') throw new Bail(); // a generic call or type argument, not a tag
    for (;;) {
      skipSpace();
      if (eof()) throw new Bail();
      if (s[i] === '/' && s[i + 1] === '>') {
        i += 2;
        return;
      }
      if (s[i] === '>') {
        i++;
        scanChildren();
        return;
      }
      if (s[i] === '{') {
        i++;
        scanCode(true, null); // {...spread}
        continue;
      }
      const attr = /^[\p{L}_$][\p{L}\p{N}_$:-]*/u.exec(s.slice(i, i + 128))?.[0];
      if (!attr) throw new Bail();
      i += attr.length;
      skipSpace();
      if (s[i] !== '=') continue;
      i++;
      skipSpace();
      const watched = TEXT_PROPS.has(attr) ? attr : null;
      if (s[i] === '"' || s[i] === "'") {
        const pos = i;
        const quote = s[i]!;
        const end = s.indexOf(quote, i + 1);
        if (end < 0) throw new Bail();
        if (watched) report(pos, watched, s.slice(i + 1, end));
        i = end + 1;
      } else if (s[i] === '{') {
        i++;
        scanCode(true, watched);
      } else if (s[i] === '<') {
        scanElement();
      } else throw new Bail();
    }
  }

  function scanChildren(): void {
    for (;;) {
      if (eof()) throw new Bail();
      const next = s.slice(i).search(/[<{]/);
      if (next < 0) throw new Bail();
      report(i, 'text', s.slice(i, i + next));
      i += next;
      if (s[i] === '{') {
        i++;
        scanCode(true, 'children');
        continue;
      }
      const close = /^<\s*\//.exec(s.slice(i, i + 8));
      if (close) {
        const end = s.indexOf('>', i);
        if (end < 0) throw new Bail();
        i = end + 1;
        return;
      }
      scanElement();
    }
  }

  try {
    scanCode(false, null);
  } catch (error) {
    if (!(error instanceof Bail)) throw error;
    // Better a loud failure than a file silently left unchecked.
    findings.push({
      line: lineAt(i),
      where: 'scanner',
      text: 'the scanner could not read this file from here',
    });
  }
  return findings;
}
