/**
 * English texts: the PMP configuration report (`crm/reports/pmp-configuration-report`,
 * `pmpConfiguration.*`; docs/pmp-configuration.md). The spec never expands "PMP": the screen says
 * what it shows, the payment channels configured per merchant.
 */
export const enPmpConfiguration = {
  heading: 'PMP configuration',
  description:
    "Each merchant's payment methods and the service providers they go through: the currencies configured for each, and whether their channels are enabled.",
  descriptionPlatform:
    "Each tenant's merchants' payment methods and the service providers they go through: the currencies configured for each, and whether their channels are enabled.",
  table: 'Payment configuration per merchant',
  file: 'pmp-configuration',
  summary: 'Merchants: {{merchants}} · channels enabled: {{enabled}} of {{channels}}',
  inactive: 'Switched off',
  none: '—',
  channels: '{{enabled}} of {{channels}}',
  filters: {
    tenant: 'Tenant',
    anyTenant: 'All tenants',
    paymentMethod: 'Payment method',
    anyPaymentMethod: 'All payment methods',
    serviceProvider: 'Service provider',
    anyServiceProvider: 'All service providers',
    state: 'State',
    anyState: 'All states',
  },
  states: { Enabled: 'Enabled', PartlyEnabled: 'Partly enabled', Disabled: 'Disabled' },
  processing: {
    LiveEnabled: 'Live and Test',
    SandboxEnabled: 'Test only',
    NoProcessing: 'Not processing',
  },
  columns: {
    tenant: 'Tenant',
    merchant: 'Merchant',
    merchantId: 'Merchant ID',
    merchantActive: 'Merchant active',
    processing: 'Modes',
    paymentMethod: 'Payment method',
    paymentMethodId: 'Payment method ID',
    paymentMethodActive: 'Payment method active',
    serviceProvider: 'Service provider',
    serviceProviderId: 'Service provider ID',
    serviceProviderActive: 'Service provider active',
    currencies: 'Enabled currencies',
    disabledCurrencies: 'Disabled currencies',
    channels: 'Channels enabled',
    channelCount: 'Channels',
    enabledChannels: 'Enabled channels',
    state: 'State',
  },
  yes: 'Yes',
  no: 'No',
} as const;
