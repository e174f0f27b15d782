import { lazy, Suspense, useEffect } from 'react';
import { closeOfferDialog, useOpenOffer } from '../../../lib/offers/offer-dialog-store';

// The viewer (and the HTML sanitiser it uses) loads the first time an offer is opened.
const OfferViewer = lazy(() => import('./offer-viewer').then((m) => ({ default: m.OfferViewer })));

/**
 * Draws the View Proposal / View Agreement dialog that `openOfferDialog` asked for. Mounted once in
 * the signed-in layout; leaving it (sign-out) closes any open viewer.
 */
export function OfferDialogHost() {
  const open = useOpenOffer();
  useEffect(() => () => closeOfferDialog(), []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OfferViewer key={open.seq} offer={open} onClose={closeOfferDialog} />
    </Suspense>
  );
}
