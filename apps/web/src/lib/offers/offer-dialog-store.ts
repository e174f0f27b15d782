import { useSyncExternalStore } from 'react';
import type { OfferCloseResult, OfferRef } from './offer-close-result';

/**
 * Which View Proposal / View Agreement dialog is open, as a small store that works inside and
 * outside React: a notification, a tenant's case page or the merchant's list calls
 * `openOfferDialog(kind, id)` and the one `<OfferDialogHost>` of the signed-in layout draws it. The
 * promise settles with the viewer's close result (spec §4), so a caller can act on the answer.
 */
export interface OpenOffer extends OfferRef {
  /** Distinguishes two openings of the same offer (the host remounts the viewer). */
  readonly seq: number;
}

type Listener = () => void;

let current: OpenOffer | null = null;
let settle: ((result: OfferCloseResult) => void) | null = null;
let seq = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Opens the viewer of `kind` `id`; an earlier viewer still open closes (without an answer) first. */
export function openOfferDialog(kind: OfferRef['kind'], id: string): Promise<OfferCloseResult> {
  settle?.(undefined);
  current = { kind, id, seq: ++seq };
  const opened = new Promise<OfferCloseResult>((resolve) => {
    settle = resolve;
  });
  emit();
  return opened;
}

/** Closes the open viewer with `result` (the host calls it). */
export function closeOfferDialog(result?: OfferCloseResult): void {
  const done = settle;
  current = null;
  settle = null;
  emit();
  done?.(result);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

/** The offer whose viewer is open, or null. */
export function useOpenOffer(): OpenOffer | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** What components use: `const { open } = useOfferDialog(); await open('proposal', id)`. */
export function useOfferDialog() {
  return { open: openOfferDialog, close: closeOfferDialog };
}
