/**
 * onboarding's public entry: the offer templates the demo seed builds its onboarding cases from.
 * Other modules and the seed import this module only through this file (the import gate).
 */
export { fillOfferBody } from './offer-templates';
// The dashboards' pipeline chart reads where each merchant's onboarding stands (docs/dashboards.md).
export {
  ONBOARDING_STAGES,
  onboardingPipeline,
  type PipelineMerchant,
  type PipelinePosition,
} from './onboarding-pipeline';
