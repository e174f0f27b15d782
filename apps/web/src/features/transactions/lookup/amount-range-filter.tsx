import { useTranslation } from 'react-i18next';
import { amountFieldText, amountFieldValue } from '../../../lib/transactions/money-display';
import { TextFilter } from './text-filter';

interface AmountRangeFilterProps {
  /** Minor units, as the URL and the server hold them. */
  readonly from: number | null;
  readonly to: number | null;
  /** The decimals the amounts are typed with (the chosen currency's, else 2). */
  readonly decimals: number;
  readonly onChange: (patch: { amountFrom?: number | null; amountTo?: number | null }) => void;
}

/**
 * Amount from/to, typed in major units (a comma or a point as the decimal point: spec §5; see
 * parseTypedAmount) and sent in minor units
 * with the currency's decimals: integer arithmetic only ('12,50' is 1250, never 12.5 * 100).
 */
export function AmountRangeFilter({ from, to, decimals, onChange }: AmountRangeFilterProps) {
  const { t } = useTranslation();
  // 1234,50 with 2 decimals, 1234 with none: as the field reads it (no thousands dots).
  const example = amountFieldText(
    1234 * 10 ** decimals + (decimals > 0 ? 5 * 10 ** (decimals - 1) : 0),
    decimals,
  );
  const problem = (other: number | null, isFrom: boolean) => (text: string) => {
    const units = amountFieldValue(text, decimals);
    if (units === 'invalid') return t('transactions.filters.amountInvalid', { example, count: decimals });
    if (units !== null && other !== null && (isFrom ? units > other : units < other)) {
      return t('transactions.filters.amountOrder');
    }
    return null;
  };
  const units = (text: string) => {
    const value = amountFieldValue(text, decimals);
    return value === 'invalid' ? null : value;
  };
  return (
    <>
      <TextFilter
        name="amountFrom"
        label={t('transactions.filters.amountFrom')}
        value={amountFieldText(from, decimals)}
        problem={problem(to, true)}
        onCommit={(text) => onChange({ amountFrom: units(text) })}
        inputMode="decimal"
        width={160}
      />
      <TextFilter
        name="amountTo"
        label={t('transactions.filters.amountTo')}
        value={amountFieldText(to, decimals)}
        problem={problem(from, false)}
        onCommit={(text) => onChange({ amountTo: units(text) })}
        inputMode="decimal"
        width={160}
      />
    </>
  );
}
