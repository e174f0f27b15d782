/**
 * onboarding's public entry: the offer templates the demo seed builds its onboarding cases from.
 * Other modules and the seed import this module only through this file (the import gate).
 */
export { fillOfferBody } from './offer-templates';
