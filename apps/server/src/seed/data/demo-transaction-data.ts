/**
 * What the demo transactions are made of (seed/demo-transactions.ts): each processing merchant's
 * websites and payment channels, the cards and customers that pay them, and the processor's
 * answers. Everything is invented: cards are public test BINs with made-up last digits, customers
 * use the reserved example.test domain.
 */

export interface DemoChannelSeed {
  readonly method: string;
  readonly provider: string;
  readonly currencies: readonly string[];
}

export interface DemoMerchantTransactionsSeed {
  /** demo-data.ts merchant key. */
  readonly merchant: string;
  /** External id prefix of its transactions. */
  readonly prefix: string;
  readonly websites: readonly { readonly name: string; readonly url: string }[];
  readonly channels: readonly DemoChannelSeed[];
  /** A second provider card payments cascade to when the first declines. */
  readonly fallbackProvider: string;
  /** Payments over the 90 days (children come on top). */
  readonly payments: number;
  /** Payments made today. */
  readonly today: number;
  /** Price range in major units. */
  readonly prices: readonly [min: number, max: number];
  /** Latest activity, in days ago (a merchant that stopped trading). */
  readonly quietForDays?: number;
}

const cards = (provider: string, currencies: readonly string[], methods = ['visa', 'mastercard']) =>
  methods.map((method) => ({ method, provider, currencies }));

export const DEMO_MERCHANT_TRANSACTIONS: readonly DemoMerchantTransactionsSeed[] = [
  {
    merchant: 'acme',
    prefix: 'ACME',
    websites: [
      { name: 'Acme Retail online shop', url: 'https://shop.acme-retail.example.test' },
      { name: 'Acme Garden Centre', url: 'https://garden.acme-retail.example.test' },
    ],
    channels: [
      ...cards('northstar-acquiring', ['EUR', 'GBP'], ['visa', 'mastercard', 'amex']),
      { method: 'apple-pay', provider: 'northstar-acquiring', currencies: ['EUR', 'GBP'] },
      { method: 'paypal', provider: 'harbourline-payments', currencies: ['EUR'] },
    ],
    fallbackProvider: 'meridian-processing',
    payments: 70,
    today: 10,
    prices: [8, 450],
  },
  {
    merchant: 'sandbox-labs',
    prefix: 'SBX',
    websites: [{ name: 'Sandbox Labs checkout (staging)', url: 'https://staging.sandbox-labs.example.test' }],
    channels: [
      ...cards('tidewater-gateway', ['EUR', 'USD']),
      { method: 'google-pay', provider: 'tidewater-gateway', currencies: ['EUR'] },
    ],
    fallbackProvider: 'cobalt-merchant-services',
    payments: 30,
    today: 4,
    prices: [1, 120],
  },
  {
    merchant: 'harbour-coffee',
    prefix: 'HCR',
    websites: [
      { name: 'Harbour Coffee subscriptions', url: 'https://subscribe.harbour-coffee.example.test' },
    ],
    channels: [
      ...cards('meridian-processing', ['EUR', 'GBP'], ['visa', 'mastercard', 'maestro']),
      { method: 'sepa-dd', provider: 'silverpine-open-banking', currencies: ['EUR'] },
    ],
    fallbackProvider: 'northstar-acquiring',
    payments: 50,
    today: 5,
    prices: [9, 60],
  },
  {
    merchant: 'pixel-forge',
    prefix: 'PXF',
    websites: [
      { name: 'Pixel Forge store', url: 'https://store.pixel-forge.example.test' },
      { name: 'Pixel Forge in-game shop', url: 'https://play.pixel-forge.example.test' },
    ],
    channels: [
      ...cards('cobalt-merchant-services', ['USD', 'EUR', 'JPY']),
      { method: 'paypal', provider: 'harbourline-payments', currencies: ['USD', 'EUR'] },
    ],
    fallbackProvider: 'tidewater-gateway',
    payments: 50,
    today: 5,
    prices: [2, 70],
  },
  {
    merchant: 'greenleaf',
    prefix: 'GLO',
    websites: [{ name: 'Greenleaf box orders (test)', url: 'https://test.greenleaf-organics.example.test' }],
    channels: [
      ...cards('tidewater-gateway', ['EUR']),
      { method: 'ideal', provider: 'silverpine-open-banking', currencies: ['EUR'] },
    ],
    fallbackProvider: 'meridian-processing',
    payments: 20,
    today: 3,
    prices: [25, 90],
  },
  {
    merchant: 'old-mill',
    prefix: 'OMF',
    websites: [{ name: 'Old Mill Furniture', url: 'https://www.old-mill-furniture.example.test' }],
    channels: cards('northstar-acquiring', ['EUR', 'GBP']),
    fallbackProvider: 'meridian-processing',
    payments: 15,
    today: 0,
    prices: [150, 2400],
    quietForDays: 60,
  },
  {
    merchant: 'seaside-travel',
    prefix: 'SST',
    websites: [
      { name: 'Seaside holiday lets', url: 'https://stays.seaside-travel.example.test' },
      { name: 'Seaside ferry bookings', url: 'https://ferries.seaside-travel.example.test' },
    ],
    channels: [
      ...cards('meridian-processing', ['EUR', 'GBP', 'CHF'], ['visa', 'mastercard', 'amex']),
      { method: 'bancontact', provider: 'silverpine-open-banking', currencies: ['EUR'] },
    ],
    fallbackProvider: 'cobalt-merchant-services',
    payments: 70,
    today: 8,
    prices: [40, 1800],
  },
  {
    merchant: 'lighthouse-books',
    prefix: 'LHB',
    websites: [{ name: 'Lighthouse Books online', url: 'https://www.lighthouse-books.example.test' }],
    channels: [
      ...cards('cobalt-merchant-services', ['EUR', 'SEK']),
      { method: 'ideal', provider: 'silverpine-open-banking', currencies: ['EUR'] },
    ],
    fallbackProvider: 'tidewater-gateway',
    payments: 50,
    today: 5,
    prices: [6, 80],
  },
  {
    merchant: 'coral-dental',
    prefix: 'CRD',
    websites: [{ name: 'Coral Reef Dental deposits', url: 'https://pay.coral-dental.example.test' }],
    channels: [
      ...cards('northstar-acquiring', ['EUR', 'USD']),
      { method: 'klarna', provider: 'harbourline-payments', currencies: ['EUR'] },
    ],
    fallbackProvider: 'meridian-processing',
    payments: 45,
    today: 4,
    prices: [50, 1500],
  },
  {
    merchant: 'anchor-fitness',
    prefix: 'ANF',
    websites: [
      { name: 'Anchor Fitness memberships (test)', url: 'https://join.anchor-fitness.example.test' },
    ],
    channels: [
      ...cards('tidewater-gateway', ['EUR']),
      { method: 'sepa-dd', provider: 'silverpine-open-banking', currencies: ['EUR'] },
    ],
    fallbackProvider: 'cobalt-merchant-services',
    payments: 25,
    today: 3,
    prices: [15, 60],
  },
];

/** Card data per payment method: public test BINs and the number's length (first 6 + last 4 kept). */
export const CARD_BINS: Readonly<Record<string, { brand: string; bins: readonly string[]; length: number }>> =
  {
    visa: { brand: 'Visa', bins: ['411111', '424242', '400005', '453201'], length: 16 },
    mastercard: { brand: 'Mastercard', bins: ['555555', '510510', '222300', '520082'], length: 16 },
    amex: { brand: 'American Express', bins: ['378282', '371449'], length: 15 },
    maestro: { brand: 'Maestro', bins: ['675964', '676770'], length: 16 },
    // Wallets carry a tokenised card of a scheme.
    'apple-pay': { brand: 'Visa', bins: ['411111', '424242'], length: 16 },
    'google-pay': { brand: 'Mastercard', bins: ['555555', '510510'], length: 16 },
  };

export const CUSTOMER_FIRST_NAMES = [
  'Amelia',
  'Noah',
  'Isla',
  'Leo',
  'Freya',
  'Arjun',
  'Sofia',
  'Mateo',
  'Hannah',
  'Kenji',
  'Zara',
  'Lucas',
  'Maya',
  'Tomasz',
  'Chloe',
  'Omar',
  'Ingrid',
  'Diego',
  'Aoife',
  'Felix',
  'Nadia',
  'Samuel',
  'Elena',
  'Yusuf',
] as const;

export const CUSTOMER_LAST_NAMES = [
  'Hughes',
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Kowalski',
  'Patel',
  'Romano',
  'Nakamura',
  'Byrne',
  'Schmidt',
  'Haddad',
  'Jensen',
  'Novak',
  'Silva',
  'Murphy',
  'Dubois',
  'Andersen',
  'Kaya',
  'Fernandez',
  'Walsh',
] as const;

export const CUSTOMER_COUNTRIES = [
  'GB',
  'IE',
  'DE',
  'FR',
  'NL',
  'BE',
  'ES',
  'IT',
  'SE',
  'US',
  'CH',
  'PL',
] as const;

/** Issuer declines the demo shows (ISO 8583-style codes, as rejection_reasons/{code} explains them). */
export const DECLINE_CODES = [
  { code: '05', message: 'Do not honour' },
  { code: '51', message: 'Insufficient funds' },
  { code: '14', message: 'Invalid card number' },
  { code: '54', message: 'Expired card' },
  { code: '57', message: 'Transaction not permitted to cardholder' },
  { code: '61', message: 'Exceeds withdrawal amount limit' },
  { code: '62', message: 'Restricted card' },
  { code: '65', message: 'Exceeds withdrawal frequency limit' },
] as const;

export const FAILURE_CODES = [
  { code: '91', message: 'Issuer or switch inoperative' },
  { code: '96', message: 'System malfunction' },
] as const;

export const ANTIFRAUD_RULES = [
  'BIN country matches IP country',
  'Velocity: under 3 payments per card per hour',
  'E-mail domain age over 1 year',
  'Device seen before',
  'Amount above the merchant average',
  'IP address on a proxy list',
  'Billing and shipping countries differ',
] as const;

export const ALERTS = [
  { type: 'HighRiskScore', severity: 'High', message: 'Anti-fraud score above the review threshold' },
  { type: 'VelocityLimit', severity: 'Medium', message: 'Third payment with this card within an hour' },
  {
    type: 'BinCountryMismatch',
    severity: 'Low',
    message: 'Card issued in another country than the IP address',
  },
  { type: 'LargeAmount', severity: 'Medium', message: 'Amount is five times the merchant average' },
] as const;
