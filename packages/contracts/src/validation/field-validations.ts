import { z } from 'zod';

/**
 * The named validations of a form field definition (spec §3 "validations (name and message)", §5
 * "Form fields display the message of any failed named validation"). A name is one of:
 *
 *   required | email | minLength:N | maxLength:N | pattern:REGEX | min:N | max:N
 *
 * As in Angular's validators, every rule but `required` passes on an empty value, so an optional
 * field may stay empty. `pattern` must match the whole value.
 */
export type ParsedValidation =
  | { readonly kind: 'required' }
  | { readonly kind: 'email' }
  | { readonly kind: 'minLength' | 'maxLength'; readonly length: number }
  | { readonly kind: 'min' | 'max'; readonly limit: number }
  | { readonly kind: 'pattern'; readonly regex: RegExp };

export const VALIDATION_KINDS = [
  'required',
  'email',
  'minLength',
  'maxLength',
  'pattern',
  'min',
  'max',
] as const;

const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** Parses a validation name; null when the name is not one of the set. */
export function parseValidationName(name: string): ParsedValidation | null {
  if (name === 'required' || name === 'email') return { kind: name };
  const colon = name.indexOf(':');
  if (colon === -1) return null;
  const kind = name.slice(0, colon);
  const argument = name.slice(colon + 1);
  switch (kind) {
    case 'minLength':
    case 'maxLength':
      return /^\d+$/.test(argument) ? { kind, length: Number(argument) } : null;
    case 'min':
    case 'max':
      return NUMBER.test(argument) ? { kind, limit: Number(argument) } : null;
    case 'pattern':
      try {
        // Whole-value match, as Angular's Validators.pattern does with a string.
        return argument === '' ? null : { kind, regex: new RegExp(`^(?:${argument})$`) };
      } catch {
        return null;
      }
    default:
      return null;
  }
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const EMAIL = z.email();

/**
 * Whether `value` passes the rule. A required checkbox must be ticked (a required "I accept" box
 * that may stay unticked would be meaningless).
 */
export function passesValidation(rule: ParsedValidation, value: unknown): boolean {
  if (rule.kind === 'required') return value !== false && !isEmpty(value);
  if (isEmpty(value)) return true;
  switch (rule.kind) {
    case 'email':
      return typeof value === 'string' && EMAIL.safeParse(value.trim()).success;
    case 'minLength':
    case 'maxLength': {
      const length = Array.isArray(value) ? value.length : String(value).length;
      return rule.kind === 'minLength' ? length >= rule.length : length <= rule.length;
    }
    case 'min':
    case 'max': {
      const number = typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.'));
      if (Number.isNaN(number)) return false;
      return rule.kind === 'min' ? number >= rule.limit : number <= rule.limit;
    }
    case 'pattern':
      return rule.regex.test(String(value));
  }
}

/** A named validation and the message shown when it fails. */
export const FieldValidation = z.object({
  name: z
    .string()
    .refine((name) => parseValidationName(name) !== null, {
      message:
        'Unknown validation: use required, email, minLength:N, maxLength:N, pattern:REGEX, min:N or max:N',
    })
    .describe('required, email, minLength:N, maxLength:N, pattern:REGEX, min:N or max:N'),
  message: z.string().min(1).describe('Shown under the field when the validation fails'),
});
export type FieldValidation = z.infer<typeof FieldValidation>;

/** The messages of every failed validation, in the order the definition lists them. */
export function failedValidationMessages(validations: readonly FieldValidation[], value: unknown): string[] {
  return validations.flatMap((validation) => {
    const rule = parseValidationName(validation.name);
    return rule && !passesValidation(rule, value) ? [validation.message] : [];
  });
}
