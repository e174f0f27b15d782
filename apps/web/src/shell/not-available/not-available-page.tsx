import ConstructionIcon from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface NotAvailablePageProps {
  /** The area's title, e.g. "Transaction lookup". */
  area: string;
  /**
   * Where the button leads: the user's landing path (a screen that works) and its title; null where
   * the page is the landing itself, so the button never leads back to the page.
   */
  landing: { readonly path: string; readonly title: string } | null;
}

/**
 * The honest stand-in for a screen that is not built yet: it names the area, says it is planned,
 * and leads to where the user lands, a screen that works. Never a fake screen.
 */
export function NotAvailablePage({ area, landing }: NotAvailablePageProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 640, mx: 'auto', mt: 4, textAlign: 'center' }}>
      <ConstructionIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h5" component="h1" gutterBottom>
        {t('notAvailable.heading')}
      </Typography>
      <Typography sx={{ mb: landing ? 3 : 0 }}>{t('notAvailable.body', { area })}</Typography>
      {landing && (
        <Button variant="contained" component={RouterLink} to={landing.path}>
          {t('notAvailable.goTo', { place: landing.title })}
        </Button>
      )}
    </Paper>
  );
}
