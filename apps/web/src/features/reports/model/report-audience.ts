/** Who a report screen is for: operators (tenant and platform staff, `crm/reports/…`) or merchants (`reports/…`). */
export type ReportAudience = 'operator' | 'merchant';
