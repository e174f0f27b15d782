/**
 * lookups' public entry: the active reference lists other modules offer as options. Other modules
 * import this module only through this file (the import gate's module-public-entry rule); it lists
 * the surface they use, not every file.
 */
export { activePaymentMethods, activeServiceProviders, allCountries } from './lookups.repository';
