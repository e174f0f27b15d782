import type { Currency } from '@paydesk/contracts/lookups/lookups.schemas';
import { PrecheckDraft, PrecheckSubmission } from '@paydesk/contracts/onboarding/precheck.schemas';
import type { TFunction } from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { PrecheckAction } from '../api/my-onboarding-queries';
import { fieldErrorsOf } from '../shared/zod-resolver';
import { AMOUNT_FIELDS, decimalsOf, draftOf, type PrecheckValues } from './precheck-values';

export interface PrecheckResolverDeps {
  /** What the merchant is doing: a draft checks the fields given, submitting checks them all. */
  readonly intent: () => PrecheckAction;
  readonly currencies: () => readonly Currency[];
  readonly t: TFunction;
}

/**
 * Validates the form with the contracts' own schemas (PrecheckDraft to save, PrecheckSubmission to
 * submit), so the browser says what the server would. Amounts are converted to minor units first;
 * a missing field, which the schema only knows as "undefined", reads 'Required'.
 */
export function precheckResolver({
  intent,
  currencies,
  t,
}: PrecheckResolverDeps): Resolver<PrecheckValues, unknown, PrecheckDraft> {
  return async (values) => {
    const { input, amountProblems } = draftOf(values, currencies());
    const schema = intent() === 'submit' ? PrecheckSubmission : PrecheckDraft;
    const result = await schema.safeParseAsync(input, {
      error: (issue) => (issue.input === undefined ? t('onboarding.precheck.required') : undefined),
    });
    const errors: FieldErrors<PrecheckValues> = result.success ? {} : fieldErrorsOf(result.error.issues);
    const currency = values.currency;
    for (const name of AMOUNT_FIELDS) {
      const problem = amountProblems[name];
      if (!problem) continue;
      const message = t(`onboarding.precheck.amount.${problem}`, {
        count: decimalsOf(currency, currencies()),
        currency,
      });
      errors[name] = { type: 'amount', message };
    }
    if (result.success && Object.keys(errors).length === 0) return { values: result.data, errors: {} };
    return { values: {}, errors };
  };
}
