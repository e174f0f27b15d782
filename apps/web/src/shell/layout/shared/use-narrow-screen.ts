import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Whether the screen is narrower than the `md` breakpoint (900 px: phones, small tablets). There
 * the layouts draw their navbar as a drawer and the toolbar keeps only its essentials, the other
 * items going into its "More" menu.
 */
export function useNarrowScreen(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}
