/**
 * Acquirers and processors transactions are routed to. Invented brand names: demo data must not
 * look like a real company's figures.
 */
export const SERVICE_PROVIDERS: readonly { readonly id: string; readonly name: string }[] = [
  { id: 'northstar-acquiring', name: 'Northstar Acquiring' },
  { id: 'meridian-processing', name: 'Meridian Processing' },
  { id: 'tidewater-gateway', name: 'Tidewater Gateway' },
  { id: 'cobalt-merchant-services', name: 'Cobalt Merchant Services' },
  { id: 'harbourline-payments', name: 'Harbourline Payments' },
  { id: 'silverpine-open-banking', name: 'Silverpine Open Banking' },
];
