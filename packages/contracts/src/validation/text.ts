import { z } from 'zod';

/**
 * The longest text each kind of input may be (spec §5: text 1000, email 254, password 128, URL 2048,
 * search 255), and the shorter ones Paydesk gives names, codes and keys. A limit is also what keeps a
 * value inside an index row and a request inside memory: every string an endpoint accepts has one.
 */
export const TEXT_MAX = {
  text: 1000,
  email: 254,
  password: 128,
  url: 2048,
  search: 255,
  /** A person's, a company's or a label's name; a subject line. */
  name: 200,
  /** A reference, an identifier from another system, a sort or filter key. */
  key: 100,
  /** A short code: a currency, a country, a card's last four digits, a colour. */
  code: 16,
} as const;

/**
 * Characters no text of a person's may hold: C0 and C1 controls and DEL (NUL among them, which
 * PostgreSQL refuses to store), and a UTF-16 half without its other half (not a character at all).
 * Tab, line feed and carriage return are allowed in multi-line text only.
 */
const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\p{Cs}]/u;
const MULTI_LINE_FORBIDDEN = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** Whether a value holds a character text may not (see above); line breaks only in multi-line text. */
export function hasForbiddenCharacters(
  value: string,
  options: { readonly multiline?: boolean } = {},
): boolean {
  return (options.multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control or invalid characters';

export interface TextOptions {
  /** Line breaks and tabs are part of the text (a message, a description, an address block). */
  readonly multiline?: boolean;
  /** The message when the value is not a string at all (a field's own wording). */
  readonly error?: string;
  /** The message when it is longer than its maximum (a field's own wording). */
  readonly tooLong?: string;
}

/** Marks the schemas made here, so a test can prove every string an endpoint accepts is one of them. */
const textSchemas = z.registry<{ readonly multiline: boolean }>();

/**
 * The one schema for text an endpoint accepts: a string of at most `max` characters without control
 * or invalid characters. Refine it further as usual (`.trim()`, `.min(1)`, `.regex(…)`); what is
 * derived from it stays text.
 */
export function text(max: number, options: TextOptions = {}) {
  const multiline = options.multiline ?? false;
  const schema = z
    .string(options.error === undefined ? undefined : { error: options.error })
    .max(max, options.tooLong)
    .refine((value) => !hasForbiddenCharacters(value, { multiline }), {
      message: CONTROL_CHARACTER_MESSAGE,
      abort: true,
    });
  textSchemas.add(schema, { multiline });
  return schema;
}

/** An e-mail address, at most 254 characters (spec §5). */
export function emailText(options: Omit<TextOptions, 'multiline'> & { readonly invalid?: string } = {}) {
  // A missing or non-string value gets the same message as a malformed address, as with z.email(message).
  return text(TEXT_MAX.email, { ...options, error: options.error ?? options.invalid }).pipe(
    z.email(options.invalid),
  );
}

/** Whether a schema is (or is derived from) one made by `text`. */
export function isTextSchema(schema: z.ZodType): boolean {
  return textSchemas.get(schema) !== undefined;
}
