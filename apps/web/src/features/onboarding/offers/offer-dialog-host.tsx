import { lazy, Suspense, useEffect } from 'react';
import { loadScreenTexts } from '../../../i18n/i18n-signed-in';
import { closeOfferDialog, useOpenOffer } from '../../../lib/offers/offer-dialog-store';

// The viewer (and the HTML sanitiser it uses) loads the first time an offer is opened.
// With the screens' texts, which the offer's are part of: a notification opens the offer from any
// screen, the dashboard among them (i18n/i18n-signed-in.ts).
const OfferViewer = lazy(async () => {
  const [{ OfferViewer: Viewer }] = await Promise.all([import('./offer-viewer'), loadScreenTexts()]);
  return { default: Viewer };
});

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
