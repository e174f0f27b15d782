import { SQL_AFTER_QUOTE, SQL_COMMENT, SQL_STACKED } from './sql-sequences';

/**
 * Text input sanitising (spec §5 "Text input sanitising"): one implementation, used by the web's
 * text inputs (which say what it will remove, `removedBy`, before anything is sent) and by the server
 * on free-text input (see sanitised-text.ts).
 *
 * It is defence in depth, not the defence: React escapes what it renders, HTML is sanitised where it
 * is rendered, and the server only ever runs parameterised SQL. So it must never change what a
 * sentence or a name means. Free text (`text`, `search`, `other`) keeps every printable character of
 * every script, punctuation, symbols and emoji, and loses only markup that runs code, control
 * characters and SQL injection *sequences* (sql-sequences.ts) — a deliberate deviation from the
 * letter of §5 ("removes SQL-like keywords and the characters ; | *", "text is limited to letters,
 * digits and a punctuation set"), which corrupted "Union Select Cycles Ltd", "3–5 days" and "€12*3";
 * see apps/web/docs/widgets.md. Emails, numbers, phones and URLs keep §5's strict rules. Every rule is
 * a deletion, which is what makes the whole idempotent (see `sanitiseInput`).
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

/** Spec §5: a URL may only use these schemes; a value with any other scheme becomes ''. */
export const URL_SCHEMES = ['http', 'https', 'ftp', 'mailto'] as const;

/** Kinds that are free text: they keep every printable character (see the file comment). */
const FREE_TEXT: ReadonlySet<InputKind> = new Set(['text', 'search', 'other']);

/** Whether `kind` is free text, which sanitising never rewrites beyond removals it can name. */
export function isFreeText(kind: InputKind): boolean {
  return FREE_TEXT.has(kind);
}

/** Kinds whose value is one line: line breaks and tabs in them become spaces. */
const SINGLE_LINE: ReadonlySet<InputKind> = new Set(['email', 'password', 'number', 'tel', 'url', 'search']);

/** Nesting deeper than this ("javajavascript:script:") is an attack, not a value: it becomes ''. */
const MAX_PASSES = 10;

const WORD_CHAR = String.raw`[\p{L}\p{N}_]`;

/** Letters of a dangerous scheme may be split by tabs or line breaks: browsers drop those in URLs. */
function schemePattern(name: string): string {
  return `${name.split('').join(String.raw`[\t\n\r]*`)}\\s*:`;
}

const SCRIPT_ELEMENT = /<script\b[\s\S]*?(?:<\/script[^>]*>|$)/gi;
const SCRIPT_FRAGMENT = /<\/?\s*script[^>]*>?/gi;
// data: only as a scheme (data:text/html, data:,x), not the word in "Missing data: the merchant id".
const DANGEROUS_SCHEME = new RegExp(
  [
    schemePattern('javascript'),
    schemePattern('vbscript'),
    String.raw`(?<![\p{L}\p{N}])${schemePattern('data')}(?=\s*(?:[\w.+-]+\/|[,;]))`,
  ].join('|'),
  'giu',
);
/**
 * The DOM's event names (what follows "on" in a handler attribute: onclick, onerror, onpointerdown,
 * …), by their first letters, so "onboarding = done" or "one=two" in prose is not taken for one.
 */
export const EVENT_NAMES =
  '(?:abort|after|animation|auxclick|before|begin|blur|cancel|can|change|click|close|content|context|copy|cue|cut|dbl|drag|drop|duration|emptied|end|error|focus|formdata|fullscreen|hash|input|invalid|key|load|message|mouse|offline|online|page|paste|pause|play|pointer|pop|progress|rate|readystate|repeat|reset|resize|scroll|search|seek|select|show|stalled|storage|submit|suspend|time|toggle|touch|transition|unload|volume|waiting|wheel|zoom)';
const EVENT_HANDLER = new RegExp(
  String.raw`(?<!${WORD_CHAR})on${EVENT_NAMES}${WORD_CHAR}*\s*=\s*(?:"[^"]*"?|'[^']*'?|[^\s>]*)`,
  'giu',
);
/** Numbers and phones keep §5's rule as it was: comment markers go wherever they occur. */
const ANY_SQL_COMMENT = /--|\/\*|\*\//g;
/** Spec §5: "Removes ... the characters ; | *" — in emails, numbers, phones and URLs only. */
const REMOVED_CHARACTER = /[;|*]/g;

// Control characters (C0, DEL, C1), UTF-16 halves without their other half, and the invisible format
// characters that can hide text (zero-width space, word joiner, byte-order mark, bidirectional
// overrides and isolates). Joiners (U+200C, U+200D) stay: Persian words and emoji sequences need them.
const CONTROL = /(?![\n\t])[\p{Cc}\p{Cs}\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/gu;
const URL_SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** What sanitising removes, for the note under a field (the portal words each rule). */
export const REMOVAL_RULES = [
  'scriptTag',
  'scheme',
  'eventHandler',
  'sqlSequence',
  'sqlComment',
  'controlCharacters',
  'characters',
  'spaces',
  'urlScheme',
  'tooLong',
] as const;
export type RemovalRule = (typeof REMOVAL_RULES)[number];

/** One rule that would remove something, and what it found (a scheme, a handler's name, characters). */
export interface Removal {
  readonly rule: RemovalRule;
  readonly found: readonly string[];
}

type Note = (rule: RemovalRule, found?: string) => void;

/** Removes what `pattern` matches, except its groups named `keep` and `start` (a context it needs). */
function remove(
  value: string,
  pattern: RegExp,
  rule: RemovalRule,
  note: Note,
  found?: (match: string) => string,
): string {
  return value.replace(pattern, (match: string, ...args: unknown[]) => {
    const groups = args.at(-1) as Record<string, string | undefined> | undefined;
    const kept = (typeof groups === 'object' && (groups?.keep ?? groups?.start)) || '';
    note(rule, found?.(match.slice(kept.length)));
    return kept;
  });
}

const itself = (match: string) => match;
const upperWords = (match: string) => match.replace(/\s+/g, ' ').toUpperCase();

/**
 * Line breaks become \n (a space in one-line kinds, as do tabs); in the strict kinds other spaces
 * (no-break, thin ...) become a plain space, while free text keeps them ("12 €"); control and
 * invisible characters go.
 */
function normaliseControls(value: string, kind: InputKind, note: Note): string {
  let out = value.replace(/\r\n?/g, '\n');
  if (SINGLE_LINE.has(kind)) out = out.replace(/[\n\t]/g, ' ');
  if (!FREE_TEXT.has(kind)) out = out.replace(/[\t\p{Zs}]/gu, ' ');
  return remove(out, CONTROL, 'controlCharacters', note);
}

function stripMarkup(value: string, note: Note): string {
  let out = remove(value, SCRIPT_ELEMENT, 'scriptTag', note);
  out = remove(out, SCRIPT_FRAGMENT, 'scriptTag', note);
  out = remove(out, DANGEROUS_SCHEME, 'scheme', note, (m) => m.replace(/\s/g, '').toLowerCase());
  return remove(out, EVENT_HANDLER, 'eventHandler', note, (m) =>
    (/^on[\p{L}\p{N}_]+/iu.exec(m)?.[0] ?? m).toLowerCase(),
  );
}

function removeSqlSequences(value: string, note: Note): string {
  const out = remove(value, SQL_COMMENT, 'sqlComment', note, itself);
  return remove(
    remove(out, SQL_STACKED, 'sqlSequence', note, upperWords),
    SQL_AFTER_QUOTE,
    'sqlSequence',
    note,
    upperWords,
  );
}

function keepFirst(value: string, char: string, note: Note): string {
  const at = value.indexOf(char);
  if (at === -1) return value;
  const rest = value.slice(at + 1);
  if (rest.includes(char)) note('characters', char);
  return value.slice(0, at + 1) + rest.split(char).join('');
}

function applyKindRule(value: string, kind: InputKind, note: Note): string {
  switch (kind) {
    case 'email': {
      // Lower-cased, spaces removed, letters, digits and @ . _ - only, a single @.
      const noSpaces = remove(value.toLowerCase(), /\s/gu, 'spaces', note);
      return keepFirst(remove(noSpaces, /[^a-z0-9@._-]/gu, 'characters', note, itself), '@', note);
    }
    case 'number': {
      // Digits, one decimal point and a leading minus.
      const kept = remove(value, /[^0-9.-]/gu, 'characters', note, itself);
      const sign = kept.startsWith('-') ? '-' : '';
      const unsigned = kept.slice(sign.length);
      if (unsigned.includes('-')) note('characters', '-');
      return sign + keepFirst(unsigned.replace(/-/g, ''), '.', note);
    }
    case 'tel':
      // Digits, spaces, hyphens, parentheses and +.
      return remove(value, /[^0-9 ()+-]/gu, 'characters', note, itself);
    default:
      return value;
  }
}

/** Cuts to `max` UTF-16 units (as the browser's maxlength counts) without leaving half a surrogate pair. */
function limit(value: string, max: number, note: Note): string {
  if (value.length <= max) return value;
  note('tooLong', String(max));
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * Passwords are only length-limited and cleared of control characters. Every other rule would change
 * the secret the user chose: "pa;ss|word*", "Drop It Like 1t's hot" and leading spaces are legitimate
 * passwords, and a password is never rendered, never concatenated into SQL and only ever hashed.
 */
function sanitisePassword(value: string, note: Note): string {
  return limit(remove(value, /\p{Cc}/gu, 'controlCharacters', note), MAX_LENGTH_BY_KIND.password, note);
}

function pass(value: string, kind: InputKind, note: Note): string {
  let out = normaliseControls(value, kind, note).trim();
  if (kind === 'url') {
    // URLs have no whitespace; removing it also exposes "java script:" tricks to the scheme check.
    out = remove(out, /\s/g, 'spaces', note);
    const scheme = URL_SCHEME.exec(out)?.[1]?.toLowerCase();
    if (scheme !== undefined && !(URL_SCHEMES as readonly string[]).includes(scheme)) {
      note('urlScheme', `${scheme}:`);
      return '';
    }
  }
  out = stripMarkup(out, note);
  if (FREE_TEXT.has(kind)) out = removeSqlSequences(out, note);
  else {
    if (kind === 'number' || kind === 'tel') out = remove(out, ANY_SQL_COMMENT, 'sqlComment', note, itself);
    out = remove(out, REMOVED_CHARACTER, 'characters', note, itself);
  }
  out = applyKindRule(out, kind, note).trim();
  return limit(out, MAX_LENGTH_BY_KIND[kind], note).trim();
}

/** Runs the rules until nothing changes, because a removal can join the halves of a new match. */
function run(value: unknown, kind: InputKind, note: Note): string {
  if (typeof value !== 'string') return '';
  if (kind === 'password') return sanitisePassword(value, note);
  // Trimmed first, so what trimming takes from the ends (a trailing vertical tab, a byte-order mark)
  // is not also reported as removed. Bounds the work on huge input: the result is at most max long.
  const start = value.trim();
  const max = MAX_LENGTH_BY_KIND[kind];
  if (start.length > max * 4) note('tooLong', String(max));
  let current = start.slice(0, max * 4);
  for (let i = 0; i < MAX_PASSES; i += 1) {
    const next = pass(current, kind, note);
    if (next === current) return next;
    current = next;
  }
  return '';
}

const silent: Note = () => {};

/**
 * Sanitises `value` as an input of `kind` (spec §5). Idempotent: rules are applied until nothing
 * changes ("<scr<script></script>ipt>").
 */
export function sanitiseInput(value: unknown, kind: InputKind): string {
  return run(value, kind, silent);
}

/**
 * What `sanitiseInput` would remove from `value`, rule by rule (in `REMOVAL_RULES` order): empty when
 * it only trims the ends (and, in emails, lower-cases). A field shows it before the value is sent.
 */
export function removedBy(value: unknown, kind: InputKind): readonly Removal[] {
  const found = new Map<RemovalRule, Set<string>>();
  run(value, kind, (rule, item) => {
    const items = found.get(rule) ?? new Set<string>();
    if (item !== undefined) items.add(item);
    found.set(rule, items);
  });
  return REMOVAL_RULES.flatMap((rule) => {
    const items = found.get(rule);
    return items === undefined ? [] : [{ rule, found: [...items] }];
  });
}

/** The sanitiser for one kind, e.g. `z.string().transform(sanitise('text'))`. */
export function sanitise(kind: InputKind): (value: string) => string {
  return (value) => sanitiseInput(value, kind);
}

/** Maps an HTML input type to its sanitising kind: unknown types are `other`. */
export function inputKindOf(type: string | undefined): InputKind {
  return (INPUT_KINDS as readonly string[]).includes(type ?? '') ? (type as InputKind) : 'other';
}
