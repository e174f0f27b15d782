import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OfferRefusal } from '../model/offer-rules';

interface OfferToolbarProps {
  readonly label: string;
  /** Why a new offer cannot be written now, or null when it can. */
  readonly refusal: OfferRefusal | null;
  readonly onNew: () => void;
}

/** 'New proposal' / 'New agreement', with the reason in words when it is not possible now. */
export function OfferToolbar({ label, refusal, onNew }: OfferToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={onNew}
        disabled={refusal !== null}
        aria-describedby={refusal ? 'offer-refusal' : undefined}
      >
        {label}
      </Button>
      {refusal && (
        <Typography id="offer-refusal" variant="body2" color="text.secondary">
          {t(`onboardingReview.refusals.${refusal}`)}
        </Typography>
      )}
    </Stack>
  );
}
