import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The footer of every layout; `plain` sits on the page's own background (material). */
export function PortalFooter({ variant = 'bar' }: { variant?: 'bar' | 'plain' }) {
  const { t } = useTranslation();
  const bar = variant === 'bar';
  return (
    <Box
      component="footer"
      sx={{
        px: 3,
        py: 1.5,
        ...(bar && { borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }),
      }}
    >
      <Typography variant="caption" color="text.secondary">
        {t('layout.footer', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}
