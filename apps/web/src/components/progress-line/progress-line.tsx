import './progress-line.css';

/**
 * A page-wide loading line, drawn like Material UI's LinearProgress without it: what the router
 * shows while the signed-in area arrives, before Material UI is loaded (docs/architecture.md,
 * "The first-load budget"). Inside the layout, `PageLoading` draws Material UI's own.
 */
export function ProgressLine({ label }: { label: string }) {
  return (
    <span className="pd-progress-line" role="progressbar" aria-label={label}>
      <span className="pd-progress-line__bar pd-progress-line__bar--1" />
      <span className="pd-progress-line__bar pd-progress-line__bar--2" />
    </span>
  );
}
