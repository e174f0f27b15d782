import Box from '@mui/material/Box';
import type { KeyboardEvent, PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAWER_KEY_STEP } from './drawer-width';
import type { DrawerWidth } from './use-drawer-width';

interface ResizeHandleProps {
  readonly anchor: 'left' | 'right';
  readonly size: DrawerWidth;
  readonly controls?: string;
}

/**
 * The drawer's inner edge: drag it with a pointer, or focus it and use the arrow keys (Home and
 * End for the narrowest and the widest). A focusable separator with its value, per WAI-ARIA's
 * window splitter pattern.
 */
export function ResizeHandle({ anchor, size, controls }: ResizeHandleProps) {
  const { t } = useTranslation();
  // A drawer on the right grows as its left edge moves left, and the other way round.
  const grow = anchor === 'right' ? 'ArrowLeft' : 'ArrowRight';
  const shrink = anchor === 'right' ? 'ArrowRight' : 'ArrowLeft';

  const onKeyDown = (event: KeyboardEvent) => {
    const next: Record<string, number> = {
      [grow]: size.width + DRAWER_KEY_STEP,
      [shrink]: size.width - DRAWER_KEY_STEP,
      Home: size.min,
      End: size.max,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    size.resize(next[event.key] as number, true);
  };

  const onPointerDown = (event: ReactPointerEvent) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const widthAt = (clientX: number) => (anchor === 'right' ? window.innerWidth - clientX : clientX);
    let last = size.width;
    const move = (e: PointerEvent) => {
      last = widthAt(e.clientX);
      size.resize(last, false);
    };
    const end = () => {
      size.resize(last, true);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  };

  return (
    <Box
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label={t('layouts.drawer.resize')}
      aria-controls={controls}
      aria-valuenow={size.width}
      aria-valuemin={size.min}
      aria-valuemax={size.max}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        [anchor === 'right' ? 'left' : 'right']: -4,
        width: 8,
        cursor: 'col-resize',
        zIndex: 1,
        touchAction: 'none',
        '&::after': {
          content: '""',
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: 3,
          width: 2,
          bgcolor: 'transparent',
          transition: 'background-color 120ms',
        },
        '&:hover::after, &:focus-visible::after': { bgcolor: 'primary.main' },
        '&:focus-visible': { outline: 'none' },
      }}
    />
  );
}
