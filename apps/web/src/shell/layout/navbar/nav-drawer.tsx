import Drawer from '@mui/material/Drawer';
import type { MouseEvent } from 'react';
import { Navbar } from './navbar';

interface NavDrawerProps {
  readonly id: string;
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * Every layout's navbar on a narrow screen: the vertical menu in a drawer over the page, opened by
 * the menu button and closed by following a link, Escape or a click beside it.
 */
export function NavDrawer({ id, open, onClose }: NavDrawerProps) {
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onClose();
  };
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { onClick: closeOnLink } }}>
      <Navbar id={id} />
    </Drawer>
  );
}
