import { z } from 'zod';
import { type InputKind, MAX_LENGTH_BY_KIND, sanitise } from './sanitise';
import { text } from './text';

export interface SanitisedTextLimits {
  /** Minimum length after sanitising (e.g. 1 for a required field that must not be only markup). */
  readonly min?: number;
  /** Maximum length after sanitising; the kind's own maximum (spec §5) applies anyway. */
  readonly max?: number;
}

/**
 * A string that is sanitised as an input of `kind` (spec §5), then length-checked. Server body
 * schemas use it for free-text input ("the same sanitiser is applied by the server"); the parsed
 * value handed to a handler is the sanitised one.
 *
 * Longer input is cut to the kind's maximum by the sanitiser (as the browser's maxlength would),
 * while `limits.max` below that maximum is a validation error, not a silent cut. What arrives is
 * text (validation/text.ts) of at most twice the kind's maximum — room for what the sanitiser
 * removes (markup, spaces) — so no request is unbounded; control characters are refused there,
 * not quietly removed. Only free text (`text`) may hold line breaks.
 */
/** How much longer than the kind's maximum the text may arrive, before sanitising. */
export const RAW_INPUT_SLACK = 2;

export function sanitisedText(kind: InputKind, limits: SanitisedTextLimits = {}) {
  let checked = z.string();
  if (limits.min !== undefined) checked = checked.min(limits.min);
  if (limits.max !== undefined) checked = checked.max(limits.max);
  return text(MAX_LENGTH_BY_KIND[kind] * RAW_INPUT_SLACK, { multiline: kind === 'text' })
    .transform(sanitise(kind))
    .pipe(checked)
    .describe(
      `Sanitised as ${kind} input (spec §5), at most ${Math.min(limits.max ?? Number.POSITIVE_INFINITY, MAX_LENGTH_BY_KIND[kind])} characters`,
    );
}
