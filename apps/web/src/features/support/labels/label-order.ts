import type { Label } from '@paydesk/contracts/support/support.schemas';

/** The labels with the one at `from` moved to `to` (both indexes in the list as it was). */
export function moveLabel(labels: readonly Label[], from: number, to: number): Label[] {
  const next = [...labels];
  if (from === to || from < 0 || to < 0 || from >= next.length || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next.map((label, index) => ({ ...label, sortOrder: index }));
}
