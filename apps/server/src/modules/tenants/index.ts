export { activeTenantOptions, tenantExists, tenantSenderAddress } from './tenants.repository';
