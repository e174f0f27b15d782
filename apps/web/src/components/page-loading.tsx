import '../i18n/i18n-signed-out';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded screen arrives. */
export function PageLoading() {
  const { t } = useTranslation();
  return <LinearProgress aria-label={t('layouts.loading')} />;
}
