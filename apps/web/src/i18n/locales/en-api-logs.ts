/**
 * English texts: the API logs report (`crm/reports/api-logs`, `reports/api-logs`; docs/api-logs.md).
 * One log's dialog reads the transaction details' texts (`transactionDetails.apiLog.*`), as the
 * details' API-logs tab shows the same dialog.
 */
export const enApiLogs = {
  heading: 'API logs',
  description:
    'Calls to and from the processors for your transactions, newest first. Open a call to see its request and response, with card data masked.',
  table: 'API logs',
  file: 'api-logs',
  sizes: '{{request}} / {{response}}',
  // The visible text (method and operation) is part of the name, as WCAG 2.5.3 asks.
  open: 'Open API log {{method}} {{operation}}',
  columns: {
    createdAt: 'Time',
    createdAtUtc: 'Time (UTC)',
    transaction: 'Transaction',
    externalId: 'External ID',
    orderReference: 'Order reference',
    merchant: 'Merchant',
    provider: 'Provider',
    operation: 'Operation',
    direction: 'Direction',
    method: 'Method',
    url: 'URL',
    statusCode: 'HTTP status',
    duration: 'Duration',
    durationMs: 'Duration (ms)',
    size: 'Size (request / response)',
    requestSize: 'Request size',
    responseSize: 'Response size',
  },
  filters: {
    tenant: 'Tenant',
    anyTenant: 'Any tenant',
    provider: 'Provider',
    anyProvider: 'Any provider',
    outcome: 'Outcome',
    anyOutcome: 'Any outcome',
    operation: 'Operation',
    operationHint: 'Part of the URL, e.g. captures',
    search: 'Transaction',
    searchHint: 'Transaction ID, external ID or order reference',
    apply: 'Apply',
  },
  outcomes: {
    success: 'Success',
    error: 'Error',
    '2xx': 'HTTP 2xx',
    '3xx': 'HTTP 3xx',
    '4xx': 'HTTP 4xx',
    '5xx': 'HTTP 5xx',
  },
} as const;
