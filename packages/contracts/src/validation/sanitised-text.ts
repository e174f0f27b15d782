import { z } from 'zod';
import { type InputKind, MAX_LENGTH_BY_KIND, sanitise } from './sanitise';

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
 * while `limits.max` below that maximum is a validation error, not a silent cut.
 */
export function sanitisedText(kind: InputKind, limits: SanitisedTextLimits = {}) {
  let checked = z.string();
  if (limits.min !== undefined) checked = checked.min(limits.min);
  if (limits.max !== undefined) checked = checked.max(limits.max);
  return z
    .string()
    .transform(sanitise(kind))
    .pipe(checked)
    .describe(
      `Sanitised as ${kind} input (spec §5), at most ${Math.min(limits.max ?? Number.POSITIVE_INFINITY, MAX_LENGTH_BY_KIND[kind])} characters`,
    );
}
