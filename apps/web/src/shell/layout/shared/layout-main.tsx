import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { RightModal } from '../../../components/right-modal/right-modal';
import { useLandingPath } from '../../navigation/landing';
import { MAIN_CONTENT_ID } from './skip-to-content';
import { useSidePanelOutlet } from './use-side-panel-outlet';

/**
 * The main area of every layout: the page (loaded lazily), in the tenant's main background and
 * text colour, and the right-hand modal of a side-panel route over it. "Skip to content" focuses
 * it (tabIndex -1: focusable by script, not a stop of the Tab key).
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
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={[
        // No ring around the whole page once focused: the next Tab goes on from its start.
        { flex: 1, minWidth: 0, p: 3, bgcolor: 'background.default', color: 'text.primary', outline: 'none' },
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
