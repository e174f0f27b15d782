import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of every layout's `<main>` (LayoutMain), where "Skip to content" moves the focus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab key on every signed-in page: it jumps past the toolbar and the menu
 * to the page. Hidden until it has the focus. The click moves the focus itself rather than
 * following the #fragment, which would put the fragment in the URL the router owns.
 */
export function SkipToContent() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        // Above the app bars, drawers and the splash screen.
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        outline: '2px solid',
        outlineColor: 'primary.contrastText',
        outlineOffset: -4,
        // Visually hidden (still in the tab order and the accessibility tree) until focused.
        '&:not(:focus)': {
          // In px: Material UI reads a width or height of 1 as 100%.
          width: '1px',
          height: '1px',
          p: 0,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          clipPath: 'inset(50%)',
          whiteSpace: 'nowrap',
        },
      }}
    >
      {t('layout.skipToContent')}
    </Box>
  );
}
