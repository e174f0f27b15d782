import Box from '@mui/material/Box';
import type { LayoutName } from '@paydesk/contracts/users/user-context.schemas';

/** One block of a thumbnail, in percent of the thumbnail. */
interface Block {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly tone: 'sidebar' | 'header' | 'page' | 'card' | 'line';
  readonly raised?: boolean;
}

const SKETCHES: Record<LayoutName, readonly Block[]> = {
  'vertical-layout-1': [
    { x: 0, y: 0, w: 26, h: 100, tone: 'sidebar' },
    { x: 26, y: 0, w: 74, h: 16, tone: 'header' },
    { x: 32, y: 24, w: 62, h: 66, tone: 'card' },
  ],
  enterprise: [
    { x: 0, y: 0, w: 100, h: 16, tone: 'header' },
    { x: 0, y: 16, w: 100, h: 12, tone: 'sidebar' },
    { x: 6, y: 36, w: 88, h: 56, tone: 'card' },
  ],
  material: [
    { x: 0, y: 0, w: 100, h: 44, tone: 'sidebar' },
    { x: 4, y: 20, w: 22, h: 74, tone: 'card', raised: true },
    { x: 30, y: 20, w: 66, h: 74, tone: 'card', raised: true },
  ],
  'vertical-v2': [
    { x: 0, y: 0, w: 10, h: 100, tone: 'sidebar' },
    { x: 10, y: 0, w: 90, h: 14, tone: 'header' },
    { x: 10, y: 14, w: 90, h: 8, tone: 'line' },
    { x: 16, y: 30, w: 78, h: 62, tone: 'card' },
  ],
};

const TONES = {
  sidebar: 'portal.sidebar',
  header: 'portal.header',
  page: 'background.default',
  card: 'background.paper',
  line: 'action.hover',
} as const;

/** A small sketch of a layout in the tenant's colours, beside its radio (decorative). */
export function LayoutThumbnail({ layout }: { layout: LayoutName }) {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'relative',
        height: 64,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {SKETCHES[layout].map((b) => (
        <Box
          key={`${b.x}-${b.y}`}
          sx={{
            position: 'absolute',
            left: `${b.x}%`,
            top: `${b.y}%`,
            width: `${b.w}%`,
            height: `${b.h}%`,
            bgcolor: TONES[b.tone],
            borderRadius: b.tone === 'card' ? 0.5 : 0,
            boxShadow: b.raised ? 2 : b.tone === 'header' ? '0 1px 0 rgba(0,0,0,0.08)' : 'none',
          }}
        />
      ))}
    </Box>
  );
}
