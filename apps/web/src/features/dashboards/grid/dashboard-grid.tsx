import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import Box from '@mui/material/Box';
import { DASHBOARD_GRID } from '@paydesk/contracts/dashboards/dashboard-enums';
import type { ReactNode } from 'react';
import ReactGridLayout, { type Layout, useContainerWidth } from 'react-grid-layout';
import { inReadingOrder, type Placed } from './layout-moves';

/** Under this width the grid is one column, in reading order, and does not drag (a phone). */
const SINGLE_COLUMN_BELOW_PX = 720;
const ROW_HEIGHT_PX = 96;

interface DashboardGridProps {
  readonly items: readonly Placed[];
  readonly render: (key: string) => ReactNode;
  /** Off for a dashboard the user cannot change (their audience's default, a shared widget). */
  readonly editable: boolean;
  /** After a drag or a resize ends: every widget's new place. */
  readonly onLayout: (items: Placed[]) => void;
}

/**
 * The dashboard's 12-column grid: widgets drag by their title bar and resize from their corner.
 * The keyboard does the same from each widget's menu (layout-moves.ts).
 */
export function DashboardGrid({ items, render, editable, onLayout }: DashboardGridProps) {
  const { width, containerRef, mounted } = useContainerWidth();
  // Until the width is measured nothing is drawn: drawing one layout and then the other would
  // mount every widget twice.
  if (!mounted) return <Box ref={containerRef} sx={{ minHeight: ROW_HEIGHT_PX }} />;
  if (width < SINGLE_COLUMN_BELOW_PX) {
    return (
      <Box ref={containerRef} sx={{ display: 'grid', gap: 2 }}>
        {inReadingOrder(items).map((item) => (
          <Box key={item.key} sx={{ minHeight: item.h * ROW_HEIGHT_PX }}>
            {render(item.key)}
          </Box>
        ))}
      </Box>
    );
  }
  const layout: Layout = items.map(({ key, x, y, w, h }) => ({ i: key, x, y, w, h }));
  const stop = (next: Layout) => onLayout(next.map(({ i, x, y, w, h }) => ({ key: i, x, y, w, h })));
  return (
    <Box ref={containerRef}>
      <ReactGridLayout
        layout={layout}
        width={width}
        gridConfig={{
          cols: DASHBOARD_GRID.columns,
          rowHeight: ROW_HEIGHT_PX,
          margin: [16, 16],
          containerPadding: [0, 0],
        }}
        dragConfig={{ enabled: editable, handle: '.widget-drag-handle', cancel: 'button, a, input' }}
        resizeConfig={{ enabled: editable }}
        onDragStop={(next) => stop(next)}
        onResizeStop={(next) => stop(next)}
      >
        {items.map((item) => (
          <div key={item.key}>{render(item.key)}</div>
        ))}
      </ReactGridLayout>
    </Box>
  );
}
