import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PriceBookEntry } from '@paydesk/contracts/onboarding/pricebook.schemas';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../../components/forms/numeric/decimal-input';
import { FIELD, type ProductChoice } from './composer-values';

interface ProductChecklistProps {
  readonly entries: readonly PriceBookEntry[];
  readonly products: Readonly<Record<string, ProductChoice>>;
  readonly onToggle: (productId: string, selected: boolean) => void;
  readonly onFeeChange: (productId: string, feeTypeId: string, value: string) => void;
  readonly onBlur: (field: string) => void;
  readonly errorOf: (field: string) => string | undefined;
}

/**
 * The price book's products to offer: each ticked product's fees, one per fee type the book gives
 * it, start at the book's values and may be changed for this merchant.
 */
export function ProductChecklist({
  entries,
  products,
  onToggle,
  onFeeChange,
  onBlur,
  errorOf,
}: ProductChecklistProps) {
  const { t } = useTranslation();
  const selectionError = errorOf(FIELD.products);
  return (
    <Stack spacing={1.5}>
      {selectionError && (
        <Typography role="alert" color="error" variant="body2">
          {selectionError}
        </Typography>
      )}
      {entries.map((entry) => {
        const choice = products[entry.productId];
        const selected = choice?.selected ?? false;
        return (
          <Paper
            key={entry.productId}
            variant="outlined"
            sx={{ p: 1.5, minWidth: 0 }}
            data-product={entry.productName}
          >
            <FormControlLabel
              control={
                <Checkbox
                  checked={selected}
                  onChange={(event) => onToggle(entry.productId, event.target.checked)}
                />
              }
              label={entry.productName}
            />
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                mt: 1,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
              }}
            >
              {entry.items.map((item) => {
                const field = FIELD.productFee(entry.productId, item.feeTypeId);
                return (
                  <DecimalInput
                    key={item.feeTypeId}
                    name={field}
                    value={choice?.items[item.feeTypeId] ?? ''}
                    onChange={(value) => onFeeChange(entry.productId, item.feeTypeId, value)}
                    onBlur={() => onBlur(field)}
                    label={t('onboardingReview.composer.feeLabel', {
                      name: item.feeTypeName,
                      symbol: item.feeSymbol,
                    })}
                    disabled={!selected}
                    maxLength={20}
                    error={selected ? errorOf(field) : undefined}
                  />
                );
              })}
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
