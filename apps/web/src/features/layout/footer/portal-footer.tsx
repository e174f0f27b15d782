import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function PortalFooter() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{ px: 3, py: 1.5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Typography variant="caption" color="text.secondary">
        {t('layout.footer', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}
