/**
 * SQL injection *sequences* in free text: what sanitising removes instead of spec §5's "SQL-like
 * keywords" as words. Every query Paydesk runs is parameterised, so this is defence in depth; it must
 * never cost an ordinary sentence or name ("Union Select Cycles Ltd", "update the amount", "£40; then
 * £20", "3--5"). A keyword is removed only where it continues SQL: after a closing quote (a value
 * breaking out of its string) or after a statement separator (a stacked statement), and only in the
 * form a statement takes ("DROP TABLE", "DELETE FROM", "UNION SELECT"); a comment marker only where it
 * cuts the rest of a query off. The quotes themselves stay (O'Brien, "Zoë").
 */

/** The statement keywords of spec §5's list; they are removed only as part of a sequence. */
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

const WORD = String.raw`[\p{L}\p{N}_]`;
// Runs of quotes are bounded ({1,4}, {0,4}) so that a value of 4,000 quotes cannot make the
// lookbehinds backtrack quadratically.
const QUOTE = '[\'"`]';

/** The keyword(s) that start a statement, with the rest of its form as a lookahead (not removed). */
const STATEMENT = [
  String.raw`union(?:\s+all)?\s+select(?!${WORD})`,
  String.raw`select(?=\s[\s\S]*?(?<!${WORD})from(?!${WORD}))`,
  String.raw`insert(?=\s+into(?!${WORD}))`,
  String.raw`delete(?=\s+from(?!${WORD}))`,
  String.raw`update(?=\s+\S+\s+set(?!${WORD}))`,
  String.raw`(?:drop|create|alter|truncate)(?=\s+(?:table|database|schema|view|index|user|procedure|function|trigger)(?!${WORD}))`,
  String.raw`exec(?:ute)?(?=\s|\()`,
  String.raw`declare(?=\s+@)`,
].join('|');

/** `OR`/`AND` that starts a comparison: ' OR 1=1, 'OR'a'='a, " or x like. */
const TAUTOLOGY = String.raw`(?:or|and)(?=(?:\s+|\s*['"\x60(])['"\x60(]{0,4}${WORD}*['"\x60)]{0,4}\s*(?:[=<>!]|(?:like|is|in)(?!${WORD})))`;

/**
 * A quote that closes a string: right after a character that is not a space (x' OR), or followed by a
 * space, a parenthesis or a separator (' OR). An opening quote ("Union Select Cycles") is neither.
 */
const CLOSING_QUOTE = `(?:(?<=[^\\s'"\`])${QUOTE}{1,4}|${QUOTE}{1,4}(?=[\\s);]))`;

/**
 * A keyword sequence or comment marker after a closing quote: ' OR 1=1, " UNION SELECT, admin'--; and
 * a comparison right after a quote that starts the value ('OR'1'='1 closes the query's own string).
 * The quote and the spaces after it are matched forwards (a lookbehind over a run of spaces would
 * cost quadratic time) and kept: the groups named `keep` and `start` are not removed.
 */
export const SQL_AFTER_QUOTE = new RegExp(
  `(?<keep>${CLOSING_QUOTE}[\\s)]*)(?:${TAUTOLOGY}|${STATEMENT}|--)|(?<start>^${QUOTE}{1,4})${TAUTOLOGY}`,
  'giu',
);

/** A stacked statement: the separator and the statement's keyword(s) (; DROP TABLE, ;DELETE FROM). */
export const SQL_STACKED = new RegExp(`;\\s*(?:${STATEMENT})`, 'giu');

/**
 * Comment markers: block comments anywhere (no sentence holds them; 12*3 and a/b do not), and a `--`
 * that ends a line, where it would cut off the query's rest. A `--` inside a sentence ("3--5 days",
 * "Costs -- about €12") and a line of dashes stay.
 */
export const SQL_COMMENT = /\/\*|\*\/|(?<!-)--(?=[ \t]*(?:\n|$))/g;
