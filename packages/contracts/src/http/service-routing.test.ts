import { describe, expect, it } from 'vitest';
import { routeServicePath, serverPathsFor } from './service-routing';

describe('spec §7 routing of paths', () => {
  it.each([
    // path, crm user?, service, routed path
    ['/reporting/api/dashboard/widget', false, 'reporting', '/reporting/api/dashboard/widget'],
    [
      'reporting/crm/reports/transactions-lookup',
      true,
      'reporting',
      '/reporting/crm/reports/transactions-lookup',
    ],
    ['/ping', true, 'merchant', '/ping'],
    ['/download-file/abc', true, 'merchant', '/download-file/abc'],
    ['/reconciliation/channels', true, 'merchant', '/reconciliation/channels'],
    ['api/crm/lookup/active-payment-methods', true, 'apiPrefix', '/api/crm/lookup/active-payment-methods'],
    ['api/crm/transaction-service-providers', false, 'apiPrefix', '/api/crm/transaction-service-providers'],
    ['v1/api/in-app-notifications', false, 'apiPrefix', '/v1/api/in-app-notifications'],
    ['/markdown-files/faq.md', false, 'client', '/markdown-files/faq.md'],
    ['/tenants/mydetails', true, 'merchant', '/tenants/mydetails'],
    ['/tenants?pageIndex=0&pageSize=100', false, 'merchant', '/tenants?pageIndex=0&pageSize=100'],
    ['/support/ticket/my', true, 'unversioned', '/support/ticket/my'],
    ['/fs/file', false, 'unversioned', '/fs/file'],
    [
      '/acc/customers/1/transactions/2/accounting-entries',
      true,
      'unversioned',
      '/acc/customers/1/transactions/2/accounting-entries',
    ],
    ['/banking/x/payments/y', false, 'unversioned', '/banking/x/payments/y'],
    ['/btd-transactions/1', false, 'unversioned', '/btd-transactions/1'],
    ['/dispute/1', false, 'unversioned', '/dispute/1'],
    ['/webhook/1', false, 'unversioned', '/webhook/1'],
    ['/identity/x', false, 'unversioned', '/identity/x'],
    ['/conversion-tool/x', false, 'unversioned', '/conversion-tool/x'],
    ['/leave/x', false, 'unversioned', '/leave/x'],
    ['/terminal/x', false, 'unversioned', '/terminal/x'],
    ['/users', true, 'users', '/users'],
    ['/users/crm/active-customers', false, 'users', '/users/crm/active-customers'],
    ['/lookup/active-countries', true, 'merchant', '/crm/lookup/active-countries'],
    ['/lookup/active-countries', false, 'merchant', '/lookup/active-countries'],
    ['/crm/lookup/active-countries', false, 'merchant', '/crm/lookup/active-countries'],
    ['/crm/lookup/active-countries', true, 'merchant', '/crm/lookup/active-countries'],
    ['/merchants?pageSize=1000', true, 'merchant', '/crm/merchants?pageSize=1000'],
    ['/pricebooks/all', false, 'merchant', '/pricebooks/all'],
  ] as const)('%s (crm user: %s) goes to %s as %s', (path, crmUser, service, routed) => {
    expect(routeServicePath(path, { crmUser })).toEqual({ service, path: routed });
  });

  it('gives the server both the plain and the crm-prefixed merchant path', () => {
    expect(serverPathsFor('/lookup/active-countries')).toEqual([
      '/api/v1/lookup/active-countries',
      '/api/v1/crm/lookup/active-countries',
    ]);
    expect(serverPathsFor('/users')).toEqual(['/api/v1.1/users']);
    expect(serverPathsFor('api/crm/lookup/active-payment-methods')).toEqual([
      '/api/crm/lookup/active-payment-methods',
    ]);
  });
});
