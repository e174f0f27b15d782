import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BOARDING_FEES } from '@paydesk/contracts/onboarding/onboarding.model';
import type { BoardingFees } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useTranslation } from 'react-i18next';
import { formatFeeIn } from '../../../lib/format/number-format';

/**
 * Spec §2 "Boarding Fees" block: the five fees in the spec's order, each to 2 decimals and followed
 * by the offer's currency ('250,00 EUR'): without it a merchant cannot tell euros from pounds.
 */
export function BoardingFeesBlock({ fees, currency }: { fees: BoardingFees; currency: string }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="offer-fees-heading">
      <Typography id="offer-fees-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('onboarding.offer.boardingFees')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {BOARDING_FEES.map(({ key }) => (
          <Box key={key} sx={{ display: 'contents' }} data-testid={`fee-${key}`}>
            <Typography component="dt" variant="body2">
              {t(`onboarding.offer.fees.${key}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {formatFeeIn(fees[key], currency)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
