import type { OfferKind } from '@paydesk/contracts/onboarding/onboarding.model';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { openOfferDialog } from '../../../lib/offers/offer-dialog-store';

/** The search parameters that name an offer to show (notification object URLs use them). */
export const OFFER_PARAM: Readonly<Record<OfferKind, string>> = {
  proposal: 'proposalId',
  agreement: 'agreementId',
};

/**
 * Opens the View Proposal / View Agreement dialog named by `?proposalId=` or `?agreementId=`, on
 * arrival and whenever the parameter changes, and takes the parameter off again when the dialog
 * closes (so a reload does not reopen it). `show(kind, id)` sets the parameter: a row click is
 * then one more history entry, and the back button closes the dialog.
 */
export function useOfferSearchParam() {
  const [params, setParams] = useSearchParams();
  const proposalId = params.get(OFFER_PARAM.proposal);
  const agreementId = params.get(OFFER_PARAM.agreement);
  const kind: OfferKind | null = proposalId ? 'proposal' : agreementId ? 'agreement' : null;
  const id = proposalId ?? agreementId;

  useEffect(() => {
    if (!kind || !id) return;
    let current = true;
    void openOfferDialog(kind, id).then(() => {
      if (!current) return;
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(OFFER_PARAM[kind]);
          return next;
        },
        { replace: true },
      );
    });
    return () => {
      // Left the page (or the parameter changed): the next opening replaces this one.
      current = false;
    };
  }, [kind, id, setParams]);

  const show = useCallback(
    (offerKind: OfferKind, offerId: string) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.delete(OFFER_PARAM.proposal);
        next.delete(OFFER_PARAM.agreement);
        next.set(OFFER_PARAM[offerKind], offerId);
        return next;
      }),
    [setParams],
  );
  return { show };
}
