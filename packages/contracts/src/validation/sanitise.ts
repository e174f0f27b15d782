/**
 * Text input sanitising (spec §5 "Text input sanitising"): one implementation, used by the web's
 * text inputs on blur and change, and by the server on free-text input (see sanitised-text.ts).
 *
 * It is defence in depth, not the defence: React escapes what it renders and the server only ever
 * runs parameterised SQL. So the rules stay simple and predictable, and every rule is a deletion,
 * which is what makes the whole idempotent (see `sanitiseInput`).
 */

/** The input types the spec names, plus `other` for anything else. */
export const INPUT_KINDS = ['email', 'password', 'text', 'number', 'tel', 'url', 'search', 'other'] as const;
export type InputKind = (typeof INPUT_KINDS)[number];

/** Spec §5: max length by type. */
export const MAX_LENGTH_BY_KIND: Readonly<Record<InputKind, number>> = {
  email: 254,
  password: 128,
  text: 1000,
  number: 20,
  tel: 20,
  url: 2048,
  search: 255,
  other: 500,
};

/** Spec §5 "SQL-like keywords": removed as whole words, case-insensitive. */
export const SQL_KEYWORDS = [
  'select',
  'insert',
  'update',
  'delete',
  'drop',
  'union',
  'exec',
  'alter',
  'create',
  'truncate',
  'declare',
] as const;

/** SQL comment markers, removed wherever they occur (they are not words). */
export const SQL_COMMENT_MARKERS = ['--', '/*', '*/'] as const;

/** Spec §5: "Removes ... the characters ; | *". */
export const REMOVED_CHARACTERS = [';', '|', '*'] as const;

/**
 * The punctuation the `text` type keeps besides letters (any script, with their combining marks,
 * so "Zoë Şahin" survives) and digits. Newlines are kept too: a textarea is `text`. The typographic
 * apostrophe is kept because phones and word processors type it in names such as O’Brien.
 */
export const TEXT_PUNCTUATION = ` .,'"-_()/&@!?:#%+=’\n`;

/** Spec §5: a URL may only use these schemes; a value with any other scheme becomes ''. */
export const URL_SCHEMES = ['http', 'https', 'ftp', 'mailto'] as const;

/** Kinds whose value is one line: line breaks and tabs in them become spaces. */
const SINGLE_LINE: ReadonlySet<InputKind> = new Set(['email', 'password', 'number', 'tel', 'url', 'search']);

/**
 * Kinds that keep SQL-like keywords and comment markers. Passwords: see `sanitisePassword`.
 * Emails and URLs: both are whitespace-free after sanitising, so no SQL statement can be spelled in
 * them, while real values use these words as mailbox names and path segments (update@example.com,
 * https://example.com/webhooks/create); removing them would silently change an address.
 */
const KEEPS_KEYWORDS: ReadonlySet<InputKind> = new Set(['password', 'email', 'url']);

/** Nesting deeper than this ("javajavascript:script:") is an attack, not a value: it becomes ''. */
const MAX_PASSES = 10;

const WORD_CHAR = String.raw`[\p{L}\p{N}_]`;

/** Letters of a dangerous scheme may be split by tabs or line breaks: browsers drop those in URLs. */
function schemePattern(name: string): string {
  return `${name.split('').join(String.raw`[\t\n\r]*`)}\\s*:`;
}

const SCRIPT_ELEMENT = /<script\b[\s\S]*?(?:<\/script[^>]*>|$)/gi;
const SCRIPT_FRAGMENT = /<\/?\s*script[^>]*>?/gi;
const DANGEROUS_SCHEME = new RegExp(['javascript', 'vbscript', 'data'].map(schemePattern).join('|'), 'gi');
const EVENT_HANDLER = new RegExp(
  String.raw`(?<!${WORD_CHAR})on${WORD_CHAR}+\s*=\s*(?:"[^"]*"?|'[^']*'?|[^\s>]*)`,
  'giu',
);
const SQL_KEYWORD = new RegExp(`(?<!${WORD_CHAR})(?:${SQL_KEYWORDS.join('|')})(?!${WORD_CHAR})`, 'giu');
const SQL_COMMENT = /--|\/\*|\*\//g;
const REMOVED_CHARACTER = /[;|*]/g;

// Control characters (C0, DEL, C1) and the invisible format characters that can hide text
// (zero-width space, word joiner, byte-order mark, bidirectional overrides and isolates).
const CONTROL = /[\p{Cc}\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/gu;
const NOT_TEXT = new RegExp(`[^\\p{L}\\p{M}\\p{Nd}${escapeClass(TEXT_PUNCTUATION)}]`, 'gu');
const URL_SCHEME = /^([a-z][a-z0-9+.-]*):/i;

function escapeClass(chars: string): string {
  return chars.replace(/[\\\]^-]/g, '\\$&').replace('\n', '\\n');
}

/**
 * Line breaks become \n (a space in one-line kinds); tabs and other spaces (no-break, thin ...) a plain
 * space; other control characters go.
 */
function normaliseControls(value: string, kind: InputKind): string {
  const lineBreak = SINGLE_LINE.has(kind) ? ' ' : '\n';
  return value
    .replace(/\r\n?|\n/g, lineBreak)
    .replace(/[\t\p{Zs}]/gu, ' ')
    .replace(CONTROL, (c) => (c === '\n' ? c : ''));
}

function stripMarkup(value: string): string {
  return value
    .replace(SCRIPT_ELEMENT, '')
    .replace(SCRIPT_FRAGMENT, '')
    .replace(DANGEROUS_SCHEME, '')
    .replace(EVENT_HANDLER, '');
}

function keepFirst(value: string, char: string): string {
  const at = value.indexOf(char);
  return at === -1
    ? value
    : value.slice(0, at + 1) +
        value
          .slice(at + 1)
          .split(char)
          .join('');
}

function applyKindRule(value: string, kind: InputKind): string {
  switch (kind) {
    case 'email':
      // Lower-cased, spaces removed, letters, digits and @ . _ - only, a single @.
      return keepFirst(
        value
          .toLowerCase()
          .replace(/\s/g, '')
          .replace(/[^a-z0-9@._-]/g, ''),
        '@',
      );
    case 'number': {
      // Digits, one decimal point and a leading minus.
      const kept = value.replace(/[^0-9.-]/g, '');
      const sign = kept.startsWith('-') ? '-' : '';
      return sign + keepFirst(kept.replace(/-/g, ''), '.');
    }
    case 'tel':
      // Digits, spaces, hyphens, parentheses and +.
      return value.replace(/[^0-9 ()+-]/g, '');
    case 'text':
      return value.replace(NOT_TEXT, '');
    default:
      return value;
  }
}

/** Cuts to `max` UTF-16 units (as the browser's maxlength counts) without leaving half a surrogate pair. */
function limit(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * Passwords are only length-limited and cleared of control characters. Every other rule would change
 * the secret the user chose: "pa;ss|word*", "Drop It Like 1t's hot" and leading spaces are legitimate
 * passwords, and a password is never rendered, never concatenated into SQL and only ever hashed.
 */
function sanitisePassword(value: string): string {
  return limit(value.replace(/\p{Cc}/gu, ''), MAX_LENGTH_BY_KIND.password);
}

function pass(value: string, kind: InputKind): string {
  let out = normaliseControls(value, kind).trim();
  if (kind === 'url') {
    // URLs have no whitespace; removing it also exposes "java script:" tricks to the scheme check.
    out = out.replace(/\s/g, '');
    const scheme = URL_SCHEME.exec(out)?.[1]?.toLowerCase();
    if (scheme !== undefined && !(URL_SCHEMES as readonly string[]).includes(scheme)) return '';
  }
  out = stripMarkup(out);
  if (!KEEPS_KEYWORDS.has(kind)) out = out.replace(SQL_COMMENT, '').replace(SQL_KEYWORD, '');
  out = out.replace(REMOVED_CHARACTER, '');
  out = applyKindRule(out, kind).trim();
  return limit(out, MAX_LENGTH_BY_KIND[kind]).trim();
}

/**
 * Sanitises `value` as an input of `kind` (spec §5). Idempotent: rules are applied until nothing
 * changes, because a removal can join the halves of a new match ("<scr<script></script>ipt>").
 */
export function sanitiseInput(value: unknown, kind: InputKind): string {
  if (typeof value !== 'string') return '';
  if (kind === 'password') return sanitisePassword(value);
  // Bounds the work on huge input: the result is at most max long anyway.
  let current = value.trimStart().slice(0, MAX_LENGTH_BY_KIND[kind] * 4);
  for (let i = 0; i < MAX_PASSES; i += 1) {
    const next = pass(current, kind);
    if (next === current) return next;
    current = next;
  }
  return '';
}

/** The sanitiser for one kind, e.g. `z.string().transform(sanitise('text'))`. */
export function sanitise(kind: InputKind): (value: string) => string {
  return (value) => sanitiseInput(value, kind);
}

/** Maps an HTML input type to its sanitising kind: unknown types are `other`. */
export function inputKindOf(type: string | undefined): InputKind {
  return (INPUT_KINDS as readonly string[]).includes(type ?? '') ? (type as InputKind) : 'other';
}
