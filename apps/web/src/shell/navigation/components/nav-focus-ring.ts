import type { Theme } from '@mui/material/styles';

/**
 * The keyboard focus ring of the menu's links and group buttons: a 2 px outline inside the entry,
 * in the menu's text colour, which reads 4.5:1 on the sidebar in every tenant theme (the theme
 * picks it so, shell/theme/portal-theme.ts) where WCAG 1.4.11 asks 3:1. A menu on another surface
 * sets --nav-focus-ring (the floating navbar: the primary colour, 4.5:1 on white). Material UI's
 * own focus cue is a faint background tint, which a dark or a light sidebar can swallow.
 */
export function navFocusRing(theme: Theme) {
  return {
    '&:focus-visible, &.Mui-focusVisible': {
      outline: `2px solid var(--nav-focus-ring, ${theme.palette.portal.sidebarText})`,
      outlineOffset: -2,
    },
  };
}
