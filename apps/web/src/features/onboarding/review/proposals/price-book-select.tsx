import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { usePriceBooks } from '../../api/pricebook-queries';

interface PriceBookSelectProps {
  readonly value: string;
  readonly onChange: (pricebookId: string) => void;
  readonly onBlur: () => void;
  readonly error?: string;
}

/** The tenant's active price books (GET /pricebooks/all); the chosen one's products follow. */
export function PriceBookSelect({ value, onChange, onBlur, error }: PriceBookSelectProps) {
  const { t } = useTranslation();
  const books = usePriceBooks();
  if (books.isError) return <Alert severity="error">{t('onboardingReview.composer.priceBooksFailed')}</Alert>;
  if (books.data?.length === 0)
    return <Alert severity="warning">{t('onboardingReview.composer.noPriceBooks')}</Alert>;
  const chosen = books.data?.find((book) => book.id === value);
  return (
    <TextField
      select
      name="pricebookId"
      label={t('onboardingReview.composer.priceBook')}
      // Until the books load, an id they will hold would be an out-of-range value for the select.
      value={chosen ? value : ''}
      onChange={(event) => {
        if (event.target.value !== value) onChange(event.target.value);
      }}
      onBlur={onBlur}
      required
      disabled={!books.data}
      error={Boolean(error)}
      helperText={error ?? chosen?.description ?? undefined}
      sx={{ maxWidth: 480 }}
      fullWidth
    >
      {(books.data ?? []).map((book) => (
        <MenuItem key={book.id} value={book.id}>
          {book.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
