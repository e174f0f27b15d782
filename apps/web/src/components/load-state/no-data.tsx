import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Spec §8: "A 'No data' text appears when there are no rows" (a widget, a chart, a report table). */
export function NoData() {
  const { t } = useTranslation();
  return (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {t('widgets.noData')}
    </Typography>
  );
}
