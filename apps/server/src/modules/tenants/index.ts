/**
 * tenants' public entry: the tenant reads other modules need (options, existence, sender address).
 * Other modules import this module only through this file (the import gate's module-public-entry
 * rule); it lists the surface they use, not every file.
 */
export { activeTenantOptions, tenantExists, tenantSenderAddress } from './tenants.repository';
