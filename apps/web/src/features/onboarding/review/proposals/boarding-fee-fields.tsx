import Box from '@mui/material/Box';
import { BOARDING_FEES, type BoardingFeeKey } from '@paydesk/contracts/onboarding/onboarding.model';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../../components/forms/numeric/decimal-input';
import { FIELD } from './composer-values';

interface BoardingFeeFieldsProps {
  readonly fees: Readonly<Record<BoardingFeeKey, string>>;
  /** The fees' currency, named in each label; null when the composer cannot know it yet. */
  readonly currency: string | null;
  readonly onChange: (key: BoardingFeeKey, value: string) => void;
  readonly onBlur: (field: string) => void;
  readonly errorOf: (field: string) => string | undefined;
}

/**
 * Spec §2's Boarding Fees: the five fees, each a decimal (not negative, at most 4 decimals), labelled
 * with their currency when it is known ('Boarding Fee (EUR)'), as a product fee is with its symbol.
 */
export function BoardingFeeFields({ fees, currency, onChange, onBlur, errorOf }: BoardingFeeFieldsProps) {
  const { t } = useTranslation();
  const labelOf = (key: BoardingFeeKey) => {
    const name = t(`onboardingReview.boardingFees.${key}`);
    return currency ? t('onboardingReview.composer.feeLabel', { name, symbol: currency }) : name;
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {BOARDING_FEES.map(({ key }) => (
        <DecimalInput
          key={key}
          name={FIELD.fee(key)}
          value={fees[key]}
          onChange={(value) => onChange(key, value)}
          onBlur={() => onBlur(FIELD.fee(key))}
          label={labelOf(key)}
          required
          maxLength={20}
          error={errorOf(FIELD.fee(key))}
        />
      ))}
    </Box>
  );
}
