import { PrecheckFields } from '@paydesk/contracts/onboarding/precheck.schemas';
import type { InputKind } from '@paydesk/contracts/validation/sanitise';
import type { PrecheckFieldName } from './precheck-values';

/** How a field is typed: a sanitised text input of a kind, a select of a lookup, or an amount. */
export type PrecheckInput =
  | { readonly kind: 'text'; readonly type: InputKind }
  | { readonly kind: 'select'; readonly source: 'countries' | 'currencies' | 'categories' }
  | { readonly kind: 'amount' };

export interface PrecheckFieldDef {
  readonly name: PrecheckFieldName;
  readonly input: PrecheckInput;
  /** Needed to submit: the contracts' field refuses a missing value. Marked on the label. */
  readonly required: boolean;
}

export interface PrecheckSection {
  readonly id: 'business' | 'address' | 'sales' | 'volumes' | 'contact';
  readonly fields: readonly PrecheckFieldDef[];
}

// Read from the schema, not restated: a field is required when it refuses a missing value.
const isRequired = (name: PrecheckFieldName) => !PrecheckFields.shape[name].safeParse(undefined).success;
const field = (name: PrecheckFieldName, input: PrecheckInput): PrecheckFieldDef => ({
  name,
  input,
  required: isRequired(name),
});
const text = (name: PrecheckFieldName, type: InputKind) => field(name, { kind: 'text', type });
const select = (name: PrecheckFieldName, source: 'countries' | 'currencies' | 'categories') =>
  field(name, { kind: 'select', source });
const amount = (name: PrecheckFieldName) => field(name, { kind: 'amount' });

/** The form's sections: Business, Address, What you sell, Expected volumes, Contact. */
export const PRECHECK_SECTIONS: readonly PrecheckSection[] = [
  {
    id: 'business',
    fields: [text('legalName', 'text'), text('tradingName', 'text'), text('registrationNumber', 'text')],
  },
  {
    id: 'address',
    fields: [
      text('addressLine1', 'text'),
      text('addressLine2', 'text'),
      text('city', 'text'),
      text('postalCode', 'text'),
      select('country', 'countries'),
    ],
  },
  { id: 'sales', fields: [select('merchantCategoryCode', 'categories'), text('website', 'url')] },
  {
    id: 'volumes',
    fields: [select('currency', 'currencies'), amount('expectedMonthlyVolume'), amount('averageTicket')],
  },
  {
    id: 'contact',
    fields: [text('contactName', 'text'), text('contactEmail', 'email'), text('contactPhone', 'tel')],
  },
];
