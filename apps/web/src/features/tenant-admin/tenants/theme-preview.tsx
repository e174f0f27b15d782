import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TenantThemeInput } from '@paydesk/contracts/tenant-admin/tenant-admin.schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createPortalTheme } from '../../../shell/theme/portal-theme';

/**
 * A small mock of the portal (sidebar, header, a primary button, a link and text) drawn with the
 * theme builder the portal itself uses (createPortalTheme), in a nested ThemeProvider: what the
 * operator sees is what the tenant gets, readable-contrast corrections included. The colours are
 * also set as inline styles and data attributes on each part, so a test can read them.
 */
export function ThemePreview({ theme: settings }: { readonly theme: TenantThemeInput }) {
  const { t } = useTranslation();
  const theme = useMemo(() => createPortalTheme(settings), [settings]);
  const chrome = theme.palette.portal;
  const vertical = chrome.layoutName !== 'enterprise';
  const menu = [
    t('tenantAdmin.preview.menu.dashboard'),
    t('tenantAdmin.preview.menu.transactions'),
    t('tenantAdmin.preview.menu.support'),
  ];
  return (
    <ThemeProvider theme={theme}>
      <Box
        role="group"
        aria-label={t('tenantAdmin.preview.label')}
        data-layout={chrome.layoutName}
        sx={{
          display: 'flex',
          flexDirection: vertical ? 'row' : 'column',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          minHeight: 180,
          fontSize: '0.75rem',
        }}
      >
        <Box
          data-part="sidebar"
          data-colour={chrome.sidebar}
          style={{ backgroundColor: chrome.sidebar, color: chrome.sidebarText }}
          sx={{ p: 1, display: 'flex', flexDirection: vertical ? 'column' : 'row', gap: 0.5, minWidth: 96 }}
        >
          {menu.map((item, index) => (
            <Box
              key={item}
              style={index === 1 ? { backgroundColor: chrome.sidebarActive } : undefined}
              sx={{ px: 1, py: 0.5, borderRadius: 0.5 }}
            >
              {item}
            </Box>
          ))}
        </Box>
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
          <Box
            data-part="header"
            data-colour={chrome.header}
            style={{ backgroundColor: chrome.header, color: chrome.headerText }}
            sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', fontWeight: 600 }}
          >
            {t('tenantAdmin.preview.header')}
          </Box>
          <Box
            data-part="main"
            data-colour={theme.palette.background.default}
            style={{ backgroundColor: theme.palette.background.default, color: theme.palette.text.primary }}
            sx={{
              flex: 1,
              p: 1.5,
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
              alignItems: 'flex-start',
            }}
          >
            <Typography variant="body2" data-part="text" data-colour={theme.palette.text.primary}>
              {t('tenantAdmin.preview.text')}
            </Typography>
            <Button
              size="small"
              variant="contained"
              data-part="button"
              data-colour={theme.palette.primary.main}
              tabIndex={-1}
              disableRipple
            >
              {t('tenantAdmin.preview.button')}
            </Button>
            <Link
              component="span"
              data-part="link"
              data-colour={chrome.buttonsLink}
              style={{ color: chrome.buttonsLink }}
            >
              {t('tenantAdmin.preview.link')}
            </Link>
          </Box>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
