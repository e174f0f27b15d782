import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Spec §8: "A 'No data' text appears when there are no rows." */
export function NoData() {
  const { t } = useTranslation();
  return (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {t('dashboards.widget.noData')}
    </Typography>
  );
}
