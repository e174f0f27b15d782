import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { RightModal } from '../../../components/right-modal/right-modal';
import { useLandingPath } from '../../navigation/landing';
import { useSidePanelOutlet } from './use-side-panel-outlet';

/**
 * The main area of every layout: the page (loaded lazily), in the tenant's main background and
 * text colour, and the right-hand modal of a side-panel route over it.
 */
export function LayoutMain({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const landing = useLandingPath();
  const { page, panel, backTo } = useSidePanelOutlet();
  // The panel keeps its title while it slides out.
  const [title, setTitle] = useState('');
  const panelTitle = panel ? t(panel.route.title) : title;
  if (panelTitle !== title) setTitle(panelTitle);
  return (
    <Box
      component="main"
      sx={[
        { flex: 1, minWidth: 0, p: 3, bgcolor: 'background.default', color: 'text.primary' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Suspense fallback={<PageLoading />}>{page}</Suspense>
      <RightModal open={panel !== null} onClose={() => navigate(backTo ?? landing)} title={panelTitle}>
        <Suspense fallback={<PageLoading />}>{panel?.element}</Suspense>
      </RightModal>
    </Box>
  );
}
