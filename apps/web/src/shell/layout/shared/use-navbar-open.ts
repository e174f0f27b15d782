import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useState } from 'react';

/**
 * Whether the layout's navbar is open, toggled by the menu button. On a narrow screen it would
 * leave little room for the page, so there it starts closed (folded, for vertical-v2).
 */
export function useNavbarOpen(wideDefault = true): [open: boolean, toggle: () => void] {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useState(wideDefault && !narrow);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  return [open, toggle];
}
