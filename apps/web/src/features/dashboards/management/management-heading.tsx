import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A dashboard-management screen's h1 and the line saying what it is for. */
export function ManagementHeading({
  page,
}: {
  readonly page: 'categories' | 'widgets' | 'tenantRoles' | 'merchantRoles';
}) {
  const { t } = useTranslation();
  return (
    <div>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 600 }}>
        {t(`dashboards.management.${page}.heading`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`dashboards.management.${page}.intro`)}
      </Typography>
    </div>
  );
}
