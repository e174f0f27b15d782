import {
  type FieldValidation,
  parseValidationName,
  passesValidation,
} from '@paydesk/contracts/validation/field-validations';
import type { FieldError as HookFormError } from 'react-hook-form';

/** The key of the date-range rule; the range widget shows that message itself. */
export const RANGE_RULE = 'dateRange';

type Validate = (value: unknown) => true | string;

/**
 * react-hook-form rules from the named validations (spec §3/§5): one validate function per name,
 * so that, with `criteriaMode: 'all'`, every failed one is reported under its name.
 */
export function rulesOf(validations: readonly FieldValidation[] = [], extra: Record<string, Validate> = {}) {
  const validate: Record<string, Validate> = {};
  for (const validation of validations) {
    const rule = parseValidationName(validation.name);
    if (rule) validate[validation.name] = (value) => passesValidation(rule, value) || validation.message;
  }
  return { validate: { ...validate, ...extra } };
}

/** The messages of every failed named validation of a field, in the definition's order. */
export function messagesOf(error: HookFormError | undefined): string[] {
  if (!error) return [];
  const types = error.types ?? (error.type ? { [error.type]: error.message } : {});
  return Object.entries(types)
    .filter(([name]) => name !== RANGE_RULE)
    .flatMap(([, message]) =>
      typeof message === 'string' ? [message] : Array.isArray(message) ? message : [],
    );
}
