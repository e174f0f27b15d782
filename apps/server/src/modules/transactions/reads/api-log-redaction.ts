import { maskCardNumber } from '@paydesk/contracts/transactions/transaction.model';
import { isSecretKey, REDACTED } from '../../../infra/audit/redact';

/**
 * What an API log's bodies may show (docs/api-logs.md "Redaction"). The writers build their bodies
 * from masked card data (vt-logs.ts, the seed), but a body is a processor's text and this is the
 * last step before it leaves the server, so every body is redacted again on the way out:
 *
 * - a JSON body: the value of every secret member (the audit trail's rule, `isSecretKey`: passwords,
 *   secrets, tokens, card numbers, CVV/CVC, key material …) at any depth becomes "[redacted]", and
 *   any card number left in another value is masked (first 6, last 4);
 * - any other text (form-encoded, XML, plain): `name=value`, `"name": value` and `<name>value</name>`
 *   of a secret name lose their value, and card numbers are masked.
 *
 * A card number is a run of 13 to 19 digits (spaces or dashes between them allowed) that passes the
 * Luhn check: a 12-digit RRN or a UUID is left alone.
 */

const PAN_CANDIDATE = /(?<![\d])\d(?:[ -]?\d){12,18}(?![\d])/g;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `text` with every card number in it masked. */
export function maskCardNumbers(text: string): string {
  return text.replace(PAN_CANDIDATE, (match) => {
    const digits = match.replace(/[ -]/g, '');
    return digits.length >= 13 && luhn(digits) ? maskCardNumber(digits) : match;
  });
}

function redactJson(value: unknown): unknown {
  if (typeof value === 'string') return maskCardNumbers(value);
  if (typeof value === 'number') {
    const masked = maskCardNumbers(String(value));
    return masked === String(value) ? value : masked;
  }
  if (Array.isArray(value)) return value.map(redactJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, member]) => [
        key,
        isSecretKey(key) && member !== null ? REDACTED : redactJson(member),
      ]),
    );
  }
  return value;
}

// A name, then `=` or `:` (a quoted JSON-ish or form pair), then its value up to a separator.
const PAIR = /(["']?)([A-Za-z0-9_.-]+)\1(\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s&,;"'<>}\]]+)/g;
const ELEMENT = /<([A-Za-z0-9_:.-]+)(\s[^>]*)?>([^<]*)<\/\1>/g;

function redactText(text: string): string {
  const pairs = text.replace(PAIR, (match, quote: string, name: string, separator: string, value: string) => {
    if (!isSecretKey(name.split(/[.:]/).at(-1) ?? name)) return match;
    const quoted = /^["']/.test(value) ? `${value[0]}${REDACTED}${value[0]}` : REDACTED;
    return `${quote}${name}${quote}${separator}${quoted}`;
  });
  const elements = pairs.replace(ELEMENT, (match, name: string, attributes: string | undefined) =>
    isSecretKey(name.split(':').at(-1) ?? name) ? `<${name}${attributes ?? ''}>${REDACTED}</${name}>` : match,
  );
  return maskCardNumbers(elements);
}

/** One stored body as it may be shown. */
export function redactApiLogBody(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed !== null && typeof parsed === 'object') return JSON.stringify(redactJson(parsed));
  } catch {
    // Not JSON: redacted as text below.
  }
  return redactText(body);
}
