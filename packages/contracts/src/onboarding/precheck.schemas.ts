import { z } from 'zod';
import { sanitisedText } from '../validation/sanitised-text';
import { emailText, TEXT_MAX, text } from '../validation/text';
import { MERCHANT_CATEGORIES, PRECHECK_STATUSES } from './onboarding.model';

/**
 * An amount in integer minor units of the form's currency (CONVENTIONS: no floats for money):
 * more than 0, at most 10^15 (a trillion in a two-decimal currency).
 */
const MinorUnits = z
  .number()
  .int('A whole number of minor units')
  .positive('Must be more than 0')
  .max(1_000_000_000_000_000);

const MCC_CODES = MERCHANT_CATEGORIES.map((c) => c.code) as [string, ...string[]];

/**
 * The pre-check form (spec §1 onboarding, designed as a know-your-business pre-check): who the
 * business is, where, what it sells and how much it expects to take, and who to talk to.
 * Every field is optional while a draft is saved; submitting checks PrecheckSubmission.
 */
export const PrecheckFields = z.object({
  legalName: sanitisedText('text', { min: 2, max: 200 }),
  tradingName: sanitisedText('text', { max: 200 }).optional(),
  registrationNumber: text(TEXT_MAX.key)
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 /-]{1,49}$/, 'Letters, digits, spaces, / and - only (2 to 50)'),
  country: text(TEXT_MAX.code).regex(/^[A-Z]{2}$/, 'A two-letter country code'),
  addressLine1: sanitisedText('text', { min: 2, max: 200 }),
  addressLine2: sanitisedText('text', { max: 200 }).optional(),
  city: sanitisedText('text', { min: 1, max: 100 }),
  postalCode: text(TEXT_MAX.key)
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,15}$/, 'Letters, digits, spaces and - only (2 to 16)'),
  website: text(TEXT_MAX.url)
    .trim()
    .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 'A web address starting with http:// or https://')
    .optional(),
  merchantCategoryCode: z.enum(MCC_CODES, 'Choose a merchant category'),
  currency: text(TEXT_MAX.code).regex(/^[A-Z]{3}$/, 'A three-letter currency code'),
  expectedMonthlyVolume: MinorUnits.describe('Minor units of currency'),
  averageTicket: MinorUnits.describe('Minor units of currency'),
  contactName: sanitisedText('text', { min: 2, max: 200 }),
  contactEmail: emailText({ invalid: 'A valid email address' }),
  contactPhone: text(TEXT_MAX.key)
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'Digits, spaces, hyphens, parentheses and + only (6 to 20)'),
});
export type PrecheckFields = z.infer<typeof PrecheckFields>;

/** A saved draft: any subset of the fields, each checked when present. */
export const PrecheckDraft = PrecheckFields.partial();
export type PrecheckDraft = z.infer<typeof PrecheckDraft>;

/** What submitting requires: every required field, and an average ticket within the monthly volume. */
export const PrecheckSubmission = PrecheckFields.refine(
  (form) => form.averageTicket <= form.expectedMonthlyVolume,
  { path: ['averageTicket'], message: 'The average ticket cannot exceed the expected monthly volume' },
);

export const PrecheckStatus = z.enum(PRECHECK_STATUSES);

/**
 * The saved fields as the server answers them: the values already checked and sanitised on the way
 * in, so plain types without the input transforms (a response is encoded through its schema, and a
 * one-way transform cannot be). The same shape as a parsed PrecheckDraft.
 */
const savedText = z.string().optional();
const minorUnits = z.number().int().optional();
export const SavedPrecheckFields = z.object({
  legalName: savedText,
  tradingName: savedText,
  registrationNumber: savedText,
  country: savedText,
  addressLine1: savedText,
  addressLine2: savedText,
  city: savedText,
  postalCode: savedText,
  website: savedText,
  merchantCategoryCode: z.enum(MCC_CODES).optional(),
  currency: savedText,
  expectedMonthlyVolume: minorUnits,
  averageTicket: minorUnits,
  contactName: savedText,
  contactEmail: savedText,
  contactPhone: savedText,
}) satisfies z.ZodType<PrecheckDraft>;

/** The form as the merchant and the tenant see it. */
export const PrecheckForm = z.object({
  status: PrecheckStatus,
  form: SavedPrecheckFields.describe('The fields saved so far (all of them once submitted)'),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewNote: z.string().nullable().describe("The tenant's note when it asked for changes"),
  updatedAt: z.string().nullable(),
});
export type PrecheckForm = z.infer<typeof PrecheckForm>;

export const RequestChangesBody = z.object({ note: sanitisedText('text', { min: 1, max: 1000 }) });
