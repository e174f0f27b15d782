import Box from '@mui/material/Box';
import { BOARDING_FEES, type BoardingFeeKey } from '@paydesk/contracts/onboarding/onboarding.model';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../../components/forms/numeric/decimal-input';
import { FIELD } from './composer-values';

interface BoardingFeeFieldsProps {
  readonly fees: Readonly<Record<BoardingFeeKey, string>>;
  readonly onChange: (key: BoardingFeeKey, value: string) => void;
  readonly onBlur: (field: string) => void;
  readonly errorOf: (field: string) => string | undefined;
}

/** Spec §2's Boarding Fees: the five fees, each a decimal (not negative, at most 4 decimals). */
export function BoardingFeeFields({ fees, onChange, onBlur, errorOf }: BoardingFeeFieldsProps) {
  const { t } = useTranslation();
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
          label={t(`onboardingReview.boardingFees.${key}`)}
          required
          maxLength={20}
          error={errorOf(FIELD.fee(key))}
        />
      ))}
    </Box>
  );
}
