import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { OfferKind } from '@paydesk/contracts/onboarding/onboarding.model';
import { SanitisedHtml } from '../../../components/sanitised-html/sanitised-html';
import { BoardingFeesBlock } from './boarding-fees-block';
import { OfferDetails } from './offer-details';
import type { OfferView } from './offer-view';
import { ProductsFeesTable } from './products-fees-table';

/** The viewer's content, in spec §2's order: details, the HTML body, boarding fees, products and fees. */
export function OfferViewBody({ kind, offer }: { kind: OfferKind; offer: OfferView }) {
  return (
    <Stack spacing={2}>
      <OfferDetails kind={kind} offer={offer} />
      <Divider />
      <SanitisedHtml html={offer.body} data-testid="offer-body" sx={{ '& img': { maxWidth: '100%' } }} />
      <Divider />
      <BoardingFeesBlock fees={offer} currency={offer.currency} />
      <ProductsFeesTable entries={offer.entries} />
    </Stack>
  );
}
