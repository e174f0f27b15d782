import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { CustomerOption, PageQuery, pageOf } from '../support/support.schemas';
import { text } from '../validation/text';
import { MerchantRow, TenantDetails } from './tenants.schemas';

/**
 * Spec §7 tenant and merchant reads used by the support desk (ticket customers, the platform's
 * tenant picker). Tenant management screens extend these later.
 */
export const listMerchants = defineEndpoint({
  id: 'tenants.listMerchants',
  method: 'GET',
  path: '/merchants',
  summary:
    "Merchants in the caller's scope, by name (spec §9: list 10 per page; ticket customers ask for 1000)",
  audiences: ['tenant', 'platform'],
  signedIn: true,
  query: PageQuery.extend({
    pageSize: z.coerce.number().int().min(1).max(1000).default(10),
    searchKey: text(255).trim().optional(),
    merchantStatus: text(50).trim().optional(),
  }),
  response: pageOf(MerchantRow),
  tags: ['tenants'],
});

export const listTenantMerchants = defineEndpoint({
  id: 'tenants.allMerchantsOfTenant',
  method: 'GET',
  path: '/{tenantId}/all/merchants',
  summary:
    "Every active merchant of one tenant, as customer options (platform staff: 'list tenant merchants')",
  audiences: ['platform'],
  permissions: ['Platform.Support.Lookup'],
  params: z.object({ tenantId: z.uuid() }),
  response: z.array(CustomerOption),
  tags: ['tenants'],
});

export const listTenants = defineEndpoint({
  id: 'tenants.list',
  method: 'GET',
  path: '/tenants',
  summary: 'Tenants by name (spec §9: pages of 100)',
  audiences: ['platform'],
  signedIn: true,
  query: PageQuery.extend({
    pageSize: z.coerce.number().int().min(1).max(100).default(100),
    /** Part of the name, case ignored (the tenant management list's search). */
    searchKey: text(255).trim().optional(),
  }),
  response: pageOf(TenantDetails),
  tags: ['tenants'],
});

export const getTenantDetails = defineEndpoint({
  id: 'tenants.details',
  method: 'GET',
  path: '/tenants/{tenantId}/details',
  summary: 'One tenant',
  audiences: ['platform'],
  signedIn: true,
  params: z.object({ tenantId: z.uuid() }),
  response: TenantDetails,
  tags: ['tenants'],
});

export const getMyTenantDetails = defineEndpoint({
  id: 'tenants.myDetails',
  method: 'GET',
  path: '/tenants/mydetails',
  summary: "The caller's own tenant",
  audiences: ['customer', 'tenant'],
  signedIn: true,
  response: TenantDetails,
  tags: ['tenants'],
});
