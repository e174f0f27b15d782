import type { FastifyPluginAsync } from 'fastify';
import { registerMerchantSideCalls } from './merchant-side.routes';
import { registerOfferCalls } from './offers.routes';
import { registerPriceBookCalls } from './pricebooks.routes';
import { registerTenantSideCalls } from './tenant-side.routes';

/**
 * Merchant onboarding (spec §1; docs/onboarding.md): the pre-check form and documents on the
 * merchant's side; the review, proposals and agreements on the tenant's; the merchant's answers; and
 * the price-book reads proposals are built from. Handlers stay thin: the rules live in the
 * *.service.ts and offer-*.ts files beside this one.
 */
export const onboardingModule: FastifyPluginAsync = async (app) => {
  registerMerchantSideCalls(app);
  registerTenantSideCalls(app);
  registerOfferCalls(app);
  registerPriceBookCalls(app);
};
