import type { SelectOption } from '@paydesk/contracts/validation/form-field';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/forms/numeric/amount-input';
import { SearchableSelect } from '../../../components/forms/select/searchable-select';
import { TextInput } from '../../../components/forms/text/text-input';
import type { PrecheckFieldDef } from './precheck-sections';
import type { PrecheckValues } from './precheck-values';

export type PrecheckOptions = Readonly<
  Record<'countries' | 'currencies' | 'categories', { options: readonly SelectOption[]; loading: boolean }>
>;

export interface PrecheckFieldProps {
  readonly def: PrecheckFieldDef;
  readonly control: Control<PrecheckValues, unknown, unknown>;
  readonly options: PrecheckOptions;
  readonly disabled: boolean;
}

/** An amount's note: which currency the merchant types it in (major units, e.g. euros). */
function useAmountHint(control: PrecheckFieldProps['control']) {
  const { t } = useTranslation();
  const currency = useWatch({ control, name: 'currency' });
  return currency
    ? t('onboarding.precheck.amountIn', { currency })
    : t('onboarding.precheck.amountNoCurrency');
}

/** One field of the pre-check form, drawn by its kind with the portal's form widgets. */
export function PrecheckField({ def, control, options, disabled }: PrecheckFieldProps) {
  const { t } = useTranslation();
  const label = t(`onboarding.precheck.fields.${def.name}`);
  const amountHint = useAmountHint(control);
  return (
    <Controller
      name={def.name}
      control={control}
      render={({ field, fieldState }) => {
        const common = {
          ...field,
          label,
          required: def.required,
          disabled,
          error: fieldState.error?.message,
        };
        switch (def.input.kind) {
          case 'select': {
            const source = options[def.input.source];
            return (
              <SearchableSelect
                {...common}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                options={source.options}
                loading={source.loading}
              />
            );
          }
          case 'amount':
            return <AmountInput {...common} helperText={amountHint} maxLength={28} />;
          default:
            return <TextInput {...common} type={def.input.type} />;
        }
      }}
    />
  );
}
