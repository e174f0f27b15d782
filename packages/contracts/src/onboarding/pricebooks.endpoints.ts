import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { FeeType, PriceBookEntry, PriceBookParams, PriceBookSummary } from './pricebook.schemas';

/**
 * The price-book reads a proposal is built from (spec §7 "Price books" and "Agreements and
 * proposals": GET /pricebooks/all, /pricebooks/feetypes/all, /pricebooks/{id}/entry). The rest of
 * the price-book calls belong to the price-book screens.
 */
const readers = {
  audiences: ['tenant', 'platform'],
  permissions: ['CRM.PriceBooks.View', 'CRM.Onboarding.Proposals'],
  tags: ['pricebooks'],
} as const;

export const getAllPriceBooks = defineEndpoint({
  ...readers,
  id: 'pricebooks.all',
  method: 'GET',
  path: '/pricebooks/all',
  summary: "The tenant's active price books",
  response: z.array(PriceBookSummary),
});

export const getAllFeeTypes = defineEndpoint({
  ...readers,
  id: 'pricebooks.feeTypes',
  method: 'GET',
  path: '/pricebooks/feetypes/all',
  summary: 'Every fee type (feeTypeId, feeTypeName, feeSymbol)',
  response: z.array(FeeType),
});

export const getPriceBookEntries = defineEndpoint({
  ...readers,
  id: 'pricebooks.entries',
  method: 'GET',
  path: '/pricebooks/{id}/entry',
  summary: "A price book's products with their fees",
  params: PriceBookParams,
  response: z.array(PriceBookEntry),
});
