export { activePaymentMethods, activeServiceProviders, allCountries } from './lookups.repository';
