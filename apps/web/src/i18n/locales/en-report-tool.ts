/**
 * English texts: the report pop-up tool (issue 19; docs/report-tool.md): the data analytics report
 * that opens it (`crm/reports/data-analytics`, `reports/data-analytics`) and the pop-up itself
 * (`reportTool.*`). 'AUTHENTICATION FAILED' is spec §8's, from REPORT_TOOL in the contracts.
 */
export const enReportTool = {
  page: {
    heading: 'Data analytics',
    description:
      "The period's payments per day, service provider, payment method and currency. Open the report tool to group, filter and chart them in a window of their own.",
    open: 'Open the report tool',
    table: 'Payments per day',
    rows: '{{count}} rows of data for the period.',
    states: {
      closed: '',
      opening: 'Opening the report tool; it receives the data a second after it opens.',
      open: 'The report tool is open and has the data of these filters.',
      blocked: 'The browser blocked the pop-up. Allow pop-ups for Paydesk and open it again.',
      failed: 'The data could not be sent to the report tool. Open it again.',
    },
  },
  window: {
    heading: 'Report tool',
    waiting: "Waiting for the report's data…",
    orphan: 'Open the report tool from the data analytics report: it sends the data here.',
    groupBy: 'Group by',
    measure: 'Measure',
    measures: { count: 'Transactions', volume: 'Volume' },
    all: 'All',
    chart: 'Chart',
    table: 'Groups',
    dimensions: {
      day: 'Day',
      serviceProvider: 'Service provider',
      paymentMethod: 'Payment method',
      currency: 'Currency',
    },
    period: '{{title}}: {{from}} to {{to}}',
  },
} as const;
