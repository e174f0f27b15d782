import {
  getAllFeeTypes,
  getAllPriceBooks,
  getPriceBookEntries,
} from '@paydesk/contracts/onboarding/pricebooks.endpoints';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../infra/errors/app-error';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { inScope } from './onboarding-access';
import { findPriceBook, listFeeTypes, listPriceBooks, priceBookEntriesOf } from './pricebooks.repository';

/**
 * The price-book reads a proposal is built from (spec §7 "Price books": /all, /feetypes/all,
 * /{id}/entry). A price book is its tenant's: another tenant's is a 404.
 */
export function registerPriceBookCalls(app: FastifyInstance): void {
  registerEndpoint(app, getAllPriceBooks, ({ request }) =>
    inScope(request, ({ tx, scope }) => listPriceBooks(tx, scope)),
  );

  registerEndpoint(app, getAllFeeTypes, ({ request }) => inScope(request, ({ tx }) => listFeeTypes(tx)));

  registerEndpoint(app, getPriceBookEntries, ({ request, params }) =>
    inScope(request, async ({ tx, scope }) => {
      const book = await findPriceBook(tx, scope, params.id);
      if (!book) throw AppError.notFound('Price book');
      const entries = await priceBookEntriesOf(tx, book);
      return entries.map(({ productId, productName, items }) => ({ productId, productName, items }));
    }),
  );
}
