import ConstructionIcon from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface NotAvailablePageProps {
  /** The area's title, e.g. "Transaction lookup". */
  area: string;
  /** Where "Back to the dashboard" leads; null on the dashboard itself, which has nowhere to go back to. */
  dashboardPath: string | null;
}

/**
 * The honest stand-in for a screen that is not built yet: it names the area, says it is planned,
 * and leads back to the dashboard. Never a fake screen.
 */
export function NotAvailablePage({ area, dashboardPath }: NotAvailablePageProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 640, mx: 'auto', mt: 4, textAlign: 'center' }}>
      <ConstructionIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h5" component="h1" gutterBottom>
        {t('notAvailable.heading')}
      </Typography>
      <Typography sx={{ mb: dashboardPath ? 3 : 0 }}>{t('notAvailable.body', { area })}</Typography>
      {dashboardPath && (
        <Button variant="contained" component={RouterLink} to={dashboardPath}>
          {t('notAvailable.back')}
        </Button>
      )}
    </Paper>
  );
}
