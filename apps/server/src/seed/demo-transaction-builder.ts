import type { TransactionStatus } from '@paydesk/contracts/transactions/transaction.model';
import type {
  accountingEntries,
  disputes,
  paymentChannels,
  transactionEvents,
  transactionFees,
  transactionLogs,
  transactions,
  websites,
} from '../db-schema';
import { type DisputeScheme, disputeSchemeOf } from '../modules/money';
import { convertMinorUnits, type RatedCurrency } from '../modules/transactions';
import {
  ALERTS,
  ANTIFRAUD_RULES,
  CARD_BINS,
  CUSTOMER_COUNTRIES,
  CUSTOMER_FIRST_NAMES,
  CUSTOMER_LAST_NAMES,
  DECLINE_CODES,
  DEMO_MERCHANT_TRANSACTIONS,
  type DemoMerchantTransactionsSeed,
  FAILURE_CODES,
} from './data/demo-transaction-data';
import { PAYMENT_METHODS } from './data/payment-methods';
import { SERVICE_PROVIDERS } from './data/service-providers';
import { DEMO_MERCHANTS, type DemoMerchant, demoMerchant, demoTenant } from './demo-data';
import { demoId } from './demo-ids';
import { DEMO_TRANSACTIONS } from './demo-transaction-ids';

/**
 * The demo chargebacks' situations, each with its code in every scheme: a dispute follows the rules
 * of the card's own scheme, so a Mastercard never carries a Visa code (or the other way round).
 */
const DEMO_DISPUTES: readonly { reason: string; codes: Record<DisputeScheme, string> }[] = [
  {
    reason: 'Customer says the goods never arrived',
    codes: { Visa: '13.1', Mastercard: '4855', 'American Express': 'C08', Other: 'CD01' },
  },
  {
    reason: 'Cardholder does not recognise the payment',
    codes: { Visa: '10.4', Mastercard: '4837', 'American Express': 'F29', Other: 'FR01' },
  },
  {
    reason: 'Customer says the item was not as described',
    codes: { Visa: '13.3', Mastercard: '4853', 'American Express': 'C31', Other: 'CD02' },
  },
  {
    reason: 'Customer returned the goods and expected a refund',
    codes: { Visa: '13.6', Mastercard: '4860', 'American Express': 'C02', Other: 'CD03' },
  },
];

/**
 * The demo transactions as rows, built in memory from a seeded pseudo-random generator, so every
 * seed makes the same set (relative to `now`). For each processing merchant: its websites and
 * payment channels, payments over the last 90 days and some today in a realistic mix of statuses,
 * their refund, chargeback and payout children, and for each the events, processor logs, fees and
 * ledger lines. No database here: demo-transactions.ts writes the result.
 */

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export interface DemoTransactionRows {
  readonly websites: Insert<typeof websites>[];
  readonly channels: Insert<typeof paymentChannels>[];
  readonly transactions: Insert<typeof transactions>[];
  readonly events: Insert<typeof transactionEvents>[];
  readonly logs: Insert<typeof transactionLogs>[];
  readonly fees: Insert<typeof transactionFees>[];
  readonly entries: Insert<typeof accountingEntries>[];
  readonly disputes: Insert<typeof disputes>[];
}

export interface DemoTransactionContext {
  readonly now: Date;
  /** Rated currencies by code (currency_rates joined to currencies). */
  readonly currencies: ReadonlyMap<string, RatedCurrency>;
  /** Each tenant's base currency by tenant id (tenants.base_currency). */
  readonly baseCurrencies: ReadonlyMap<string, string>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** mulberry32: small, fast and good enough to pick demo values; seeded per merchant. */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Dice {
  constructor(readonly next: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(list: readonly T[]): T {
    const value = list[Math.floor(this.next() * list.length)];
    if (value === undefined) throw new Error('pick from an empty list');
    return value;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  weighted<T extends string>(weights: Readonly<Record<T, number>>): T {
    const entries = Object.entries(weights) as [T, number][];
    let roll = this.next() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]?.[0] as T;
  }
  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i += 1) out += String(this.int(0, 9));
    return out;
  }
}

/** How a demo payment ends, including the children it gets. */
type Outcome =
  | 'Captured'
  | 'Approved'
  | 'Pending'
  | 'Declined'
  | 'Failed'
  | 'Voided'
  | 'Refunded'
  | 'PartiallyRefunded'
  | 'Reversed'
  | 'DisputeOpen'
  | 'DisputeWon'
  | 'PayoutWaiting'
  | 'PayoutSuccessful'
  | 'PayoutDeclined';

/** The live mix; about one payment in five ends without money moving (declined, failed, voided). */
const OUTCOME_WEIGHTS: Readonly<Record<Outcome, number>> = {
  Captured: 36,
  Approved: 7,
  Pending: 5,
  Declined: 12,
  Failed: 3,
  Voided: 4,
  Refunded: 8,
  PartiallyRefunded: 7,
  Reversed: 2,
  DisputeOpen: 3,
  DisputeWon: 2,
  PayoutWaiting: 5,
  PayoutSuccessful: 4,
  PayoutDeclined: 2,
};

interface Channel {
  readonly method: string;
  readonly provider: string;
  readonly currency: string;
}

interface PaymentSpec {
  readonly id: string;
  readonly externalId: string;
  readonly merchant: DemoMerchant;
  readonly websiteId: string;
  readonly mode: 'Test' | 'Live';
  readonly outcome: Outcome;
  readonly amount: number;
  readonly channel: Channel;
  readonly createdAt: number;
  readonly cascaded: boolean;
  /** A fixed child amount (payout) where the demo documents one. */
  readonly childAmount?: number;
  readonly childId?: string;
  readonly childExternalId?: string;
  /** When the child was made, for fixed rows. */
  readonly childAt?: number;
}

export function buildDemoTransactions(context: DemoTransactionContext): DemoTransactionRows {
  const rows: DemoTransactionRows = {
    websites: [],
    channels: [],
    transactions: [],
    events: [],
    logs: [],
    fees: [],
    entries: [],
    disputes: [],
  };
  const builder = new RowBuilder(context, rows);
  for (const seed of DEMO_MERCHANT_TRANSACTIONS) builder.merchant(seed);
  builder.fixedRows();
  return rows;
}

const METHOD_NAMES = new Map(PAYMENT_METHODS.map((m) => [m.id, m.name]));
const PROVIDER_NAMES = new Map(SERVICE_PROVIDERS.map((p) => [p.id, p.name]));

export function demoWebsiteId(merchantKey: string, index: number): string {
  return demoId(`website:${merchantKey}:${index}`);
}

class RowBuilder {
  private dice = new Dice(seededRandom('transactions'));
  private readonly now: number;

  constructor(
    private readonly context: DemoTransactionContext,
    private readonly rows: DemoTransactionRows,
  ) {
    this.now = context.now.getTime();
  }

  merchant(seed: DemoMerchantTransactionsSeed): void {
    const merchant = demoMerchant(seed.merchant);
    if (merchant.processingStatus === 'NoProcessing') throw new Error(`${seed.merchant} does not process`);
    const tenantId = demoTenant(merchant.tenant).id;
    this.dice = new Dice(seededRandom(`transactions:${seed.merchant}`));
    const websiteIds = seed.websites.map((site, index) => {
      const id = demoWebsiteId(seed.merchant, index);
      this.rows.websites.push({ tenantId, id, merchantId: merchant.id, name: site.name, url: site.url });
      return id;
    });
    const channels: Channel[] = seed.channels.flatMap((c) =>
      c.currencies.map((currency) => ({ method: c.method, provider: c.provider, currency })),
    );
    for (const channel of channels) {
      this.rate(channel.currency); // every channel's currency must have a rate
      this.rows.channels.push({
        tenantId,
        id: demoId(`channel:${seed.merchant}:${channel.method}:${channel.provider}:${channel.currency}`),
        merchantId: merchant.id,
        name: `${METHOD_NAMES.get(channel.method) ?? channel.method} ${channel.currency} via ${PROVIDER_NAMES.get(channel.provider) ?? channel.provider}`,
        paymentMethod: channel.method,
        serviceProvider: channel.provider,
        currency: channel.currency,
      });
    }
    const sandbox = merchant.processingStatus === 'SandboxEnabled';
    const startOfToday = Date.UTC(
      this.context.now.getUTCFullYear(),
      this.context.now.getUTCMonth(),
      this.context.now.getUTCDate(),
    );
    // Today's rows within the UTC day so far (at most the last 10 hours), the rest over 90 days.
    const todayWindow = Math.max(MINUTE * 10, Math.min(this.now - startOfToday, 10 * HOUR));
    const quiet = (seed.quietForDays ?? 0) * DAY;
    for (let n = 1; n <= seed.payments; n += 1) {
      const today = n <= seed.today;
      const createdAt = today
        ? this.now - this.dice.int(5 * MINUTE, todayWindow)
        : this.now - quiet - this.dice.int(DAY, 89 * DAY - quiet);
      const channel = this.dice.pick(channels);
      this.payment({
        id: demoId(`transaction:${seed.merchant}:${n}`),
        externalId: `${seed.prefix}-${String(100_000 + n * 37).padStart(6, '0')}`,
        merchant,
        websiteId: this.dice.pick(websiteIds),
        mode: sandbox || this.dice.chance(0.15) ? 'Test' : 'Live',
        outcome: this.dice.weighted(OUTCOME_WEIGHTS),
        amount: this.price(seed.prices, channel.currency),
        channel,
        createdAt,
        cascaded: channel.method in CARD_BINS && this.dice.chance(0.1),
      });
    }
  }

  /** The documented rows of demo-transaction-ids.ts. */
  fixedRows(): void {
    this.dice = new Dice(seededRandom('transactions:fixed'));
    const acme = demoMerchant('acme');
    const visa: Channel = { method: 'visa', provider: 'northstar-acquiring', currency: 'EUR' };
    const site = demoWebsiteId('acme', 0);
    const d = DEMO_TRANSACTIONS;
    const base = { merchant: acme, websiteId: site, channel: visa, cascaded: false } as const;
    this.payment({
      ...base,
      ...d.acmeCaptured,
      mode: 'Live',
      outcome: 'Captured',
      createdAt: this.now - 4 * MINUTE,
    });
    this.payment({
      ...base,
      ...d.acmeAuthorised,
      mode: 'Live',
      outcome: 'Approved',
      createdAt: this.now - 3 * MINUTE,
    });
    this.payment({
      ...base,
      ...d.acmePending,
      mode: 'Live',
      outcome: 'Pending',
      createdAt: this.now - 2 * MINUTE,
    });
    this.payment({
      ...base,
      ...d.acmePayoutParent,
      mode: 'Live',
      outcome: 'PayoutWaiting',
      createdAt: this.now - 2 * DAY,
      childId: d.acmePayoutWaiting.id,
      childExternalId: d.acmePayoutWaiting.externalId,
      childAmount: d.acmePayoutWaiting.amount,
      childAt: this.now - MINUTE,
    });
    this.payment({
      ...base,
      ...d.acmeTestCaptured,
      mode: 'Test',
      outcome: 'Captured',
      createdAt: this.now - 5 * MINUTE,
    });
    this.payment({
      ...d.seasideCaptured,
      merchant: demoMerchant('seaside-travel'),
      websiteId: demoWebsiteId('seaside-travel', 0),
      channel: { method: 'visa', provider: 'meridian-processing', currency: 'EUR' },
      cascaded: false,
      mode: 'Live',
      outcome: 'Captured',
      createdAt: this.now - 4 * MINUTE,
    });
  }

  /** A price in minor units: skewed to the low end, with the cents shops use. */
  private price([min, max]: readonly [number, number], currency: string): number {
    const major = Math.round(min + (max - min) * this.dice.next() ** 2);
    const places = this.rate(currency).decimalPlaces;
    // JPY and the like have no minor unit: a price ×100 there reads like the same goods.
    if (places === 0) return major * 100;
    // Cents that never end in 05, 33, 51 or 91: the simulator's decline amounts stay for its tests.
    const cents = this.dice.pick([0, 0, 0, 50, 99, 95, 49, 90]);
    return major * 10 ** places + cents * 10 ** (places - 2);
  }

  /** A fee set in euro cents, in minor units of `currency` (at least one). */
  private fromEuroCents(cents: number, currency: string): number {
    return Math.max(1, convertMinorUnits(cents, this.rate('EUR'), this.rate(currency)));
  }

  private rate(code: string): RatedCurrency {
    const rated = this.context.currencies.get(code);
    if (!rated) throw new Error(`No rate for ${code}: add it to seed/data/currency-rates.ts`);
    return rated;
  }

  private later(from: number, minMs: number, maxMs: number): number {
    return Math.max(from, Math.min(from + this.dice.int(minMs, maxMs), this.now - MINUTE));
  }

  private payment(spec: PaymentSpec): void {
    const { merchant, channel } = spec;
    const tenantId = demoTenant(merchant.tenant).id;
    const baseCurrency = this.context.baseCurrencies.get(tenantId) ?? 'EUR';
    const card = CARD_BINS[channel.method];
    const first = this.dice.pick(CUSTOMER_FIRST_NAMES);
    const last = this.dice.pick(CUSTOMER_LAST_NAMES);
    const country = this.dice.pick(CUSTOMER_COUNTRIES);
    const bin = card ? this.dice.pick(card.bins) : null;
    const last4 = card ? this.dice.digits(4) : null;
    const provider = spec.cascaded ? this.fallback(merchant.key, channel.provider) : channel.provider;
    const outcome = spec.outcome;
    const decline =
      outcome === 'Declined'
        ? this.dice.pick(DECLINE_CODES)
        : outcome === 'Failed'
          ? this.dice.pick(FAILURE_CODES)
          : null;
    const authorised = !['Pending', 'Declined', 'Failed'].includes(outcome);
    const captured = authorised && !['Approved', 'Voided'].includes(outcome);
    const amount = spec.amount;

    // The lifecycle: events in order, with the status each leaves.
    const t0 = spec.createdAt;
    const events: {
      type: string;
      status: TransactionStatus;
      at: number;
      amount: number | null;
      message: string;
    }[] = [
      {
        type: 'Created',
        status: 'Pending',
        at: t0,
        amount,
        // A pending payment is one the anti-fraud review held for a manual decision.
        message: outcome === 'Pending' ? 'Held for manual review' : 'Payment request received',
      },
    ];
    let status: TransactionStatus = 'Pending';
    const step = (
      type: string,
      next: TransactionStatus,
      at: number,
      value: number | null,
      message: string,
    ) => {
      events.push({ type, status: next, at, amount: value, message });
      status = next;
    };
    const authorisedAt = t0 + this.dice.int(800, 4000);
    if (decline) step(outcome, outcome as TransactionStatus, authorisedAt, amount, decline.message);
    if (authorised) step('Authorised', 'Approved', authorisedAt, amount, 'Authorised by the issuer');
    let capturedAt = authorisedAt;
    if (captured) {
      // Most shops capture at once; some on dispatch, hours later.
      capturedAt = this.dice.chance(0.6) ? authorisedAt + 1000 : this.later(authorisedAt, HOUR, 30 * HOUR);
      step('Captured', 'Captured', capturedAt, amount, 'Captured');
    }
    if (outcome === 'Voided')
      step(
        'Voided',
        'Voided',
        this.later(authorisedAt, 10 * MINUTE, 20 * HOUR),
        null,
        'Authorisation voided by the merchant',
      );
    if (outcome === 'Reversed')
      step(
        'Reversed',
        'Reversed',
        this.later(capturedAt, HOUR, 3 * DAY),
        amount,
        'Reversed at the merchant’s request',
      );

    let refunded = 0;
    const children: (() => void)[] = [];
    const childBase = { spec, tenantId, baseCurrency, bin, last4, first, last, country, provider };
    if (outcome === 'Refunded' || outcome === 'PartiallyRefunded') {
      const parts =
        outcome === 'Refunded'
          ? this.dice.chance(0.2)
            ? this.split(amount)
            : [amount]
          : [Math.max(1, Math.floor((amount * this.dice.int(20, 70)) / 100))];
      let at = capturedAt;
      parts.forEach((part, index) => {
        at = this.later(at, 2 * HOUR, 9 * DAY);
        refunded += part;
        const next: TransactionStatus = refunded === amount ? 'Refunded' : 'PartiallyRefunded';
        step('Refunded', next, at, part, index === 0 ? 'Refund requested by the merchant' : 'Further refund');
        const when = at;
        children.push(() => this.child(childBase, 'Refund', index + 1, part, 'Successful', when));
      });
    }
    let openDispute = false;
    if (outcome === 'DisputeOpen' || outcome === 'DisputeWon') {
      const at = this.later(capturedAt, 3 * DAY, 30 * DAY);
      const won = outcome === 'DisputeWon';
      openDispute = !won;
      step('Disputed', 'Captured', at, amount, 'Chargeback received from the scheme');
      children.push(() => this.chargeback(childBase, amount, at, won));
    }
    if (outcome === 'PayoutWaiting' || outcome === 'PayoutSuccessful' || outcome === 'PayoutDeclined') {
      const payoutAmount =
        spec.childAmount ?? Math.max(1, Math.floor((amount * this.dice.int(30, 100)) / 100));
      const at = spec.childAt ?? this.later(capturedAt, HOUR, 10 * DAY);
      const payoutStatus: TransactionStatus =
        outcome === 'PayoutWaiting'
          ? 'WaitingForApproval'
          : outcome === 'PayoutSuccessful'
            ? 'Successful'
            : 'Declined';
      children.push(() =>
        this.child(
          childBase,
          'Payout',
          1,
          payoutAmount,
          payoutStatus,
          at,
          spec.childId,
          spec.childExternalId,
        ),
      );
    }

    const updatedAt = events[events.length - 1]?.at ?? t0;
    this.rows.transactions.push({
      tenantId,
      id: spec.id,
      externalId: spec.externalId,
      merchantId: merchant.id,
      websiteId: spec.websiteId,
      mode: spec.mode,
      type: 'Payment',
      status,
      amount,
      currency: channel.currency,
      baseAmount: convertMinorUnits(amount, this.rate(channel.currency), this.rate(baseCurrency)),
      baseCurrency,
      capturedAmount: captured ? amount : 0,
      refundedAmount: refunded,
      hasOpenDispute: openDispute,
      paymentMethod: channel.method,
      serviceProvider: provider,
      cardBin: bin,
      cardLast4: last4,
      cardMasked: card && bin && last4 ? `${bin}${'*'.repeat(card.length - 10)}${last4}` : null,
      cardBrand: card?.brand ?? null,
      cardHolder: card ? `${first} ${last}`.toUpperCase() : null,
      cardExpiry: card ? `${String(this.dice.int(1, 12)).padStart(2, '0')}/${this.dice.int(27, 31)}` : null,
      issuerCountry: card ? (this.dice.chance(0.85) ? country : this.dice.pick(CUSTOMER_COUNTRIES)) : null,
      customerEmail: `${first}.${last}${this.dice.int(1, 99)}@example.test`.toLowerCase(),
      customerName: `${first} ${last}`,
      customerPhone: `+44 7700 900${this.dice.digits(3)}`,
      customerCountry: country,
      customerIp: `203.0.113.${this.dice.int(1, 254)}`,
      parentId: null,
      responseCode: decline ? decline.code : authorised ? '00' : null,
      responseMessage: decline ? decline.message : authorised ? 'Approved' : 'Awaiting manual review',
      authorisationCode: authorised ? this.dice.digits(6) : null,
      processorReference: `${provider.slice(0, 3).toUpperCase()}-${this.dice.digits(10)}`,
      rrn: this.dice.digits(12),
      description: `Order ${this.dice.int(10_000, 99_999)}`,
      createdAt: new Date(t0),
      updatedAt: new Date(updatedAt),
    });
    const webhook = this.dice.chance(0.04) ? 'NotDelivering' : 'Configured';
    for (const [index, e] of events.entries())
      this.rows.events.push({
        tenantId,
        id: demoId(`${spec.id}:event:${index}`),
        transactionId: spec.id,
        merchantId: merchant.id,
        type: e.type,
        status: e.status,
        amount: e.amount,
        currency: channel.currency,
        message: e.message,
        actorEmail: null,
        webhookStatus: webhook,
        payload: { externalId: spec.externalId, status: e.status, ...(e.amount ? { amount: e.amount } : {}) },
        createdAt: new Date(e.at),
      });
    this.logs(spec, tenantId, provider, status, decline, bin, last4, card?.length ?? 0);
    if (captured) {
      const fee = this.fees(spec.id, tenantId, merchant.id, channel.currency, amount);
      this.entry(
        spec.id,
        tenantId,
        merchant.id,
        amount,
        channel.currency,
        capturedAt,
        'customer-funds',
        'merchant-balance',
        'Payment captured',
      );
      this.entry(
        spec.id,
        tenantId,
        merchant.id,
        fee,
        channel.currency,
        capturedAt,
        'merchant-balance',
        'fee-income',
        'Processing fees',
      );
      if (outcome === 'Reversed')
        this.entry(
          spec.id,
          tenantId,
          merchant.id,
          amount,
          channel.currency,
          updatedAt,
          'merchant-balance',
          'customer-funds',
          'Payment reversed',
        );
    }
    for (const make of children) make();
  }

  /** Two refunds adding up to `amount`. */
  private split(amount: number): number[] {
    if (amount < 3) return [amount];
    const first = Math.max(1, Math.floor((amount * this.dice.int(30, 60)) / 100));
    return [first, amount - first];
  }

  private fallback(merchantKey: string, primary: string): string {
    const seed = DEMO_MERCHANT_TRANSACTIONS.find((m) => m.merchant === merchantKey);
    return seed && seed.fallbackProvider !== primary ? seed.fallbackProvider : primary;
  }

  private child(
    base: {
      spec: PaymentSpec;
      tenantId: string;
      baseCurrency: string;
      bin: string | null;
      last4: string | null;
      first: string;
      last: string;
      country: string;
      provider: string;
    },
    type: 'Refund' | 'Payout' | 'Chargeback',
    index: number,
    amount: number,
    status: TransactionStatus,
    at: number,
    fixedId?: string,
    fixedExternalId?: string,
  ): string {
    const { spec, tenantId } = base;
    const suffix = type === 'Refund' ? 'R' : type === 'Payout' ? 'P' : 'C';
    const id = fixedId ?? demoId(`${spec.id}:${type}:${index}`);
    const card = CARD_BINS[spec.channel.method];
    const declined = status === 'Declined';
    const decline = declined ? this.dice.pick(DECLINE_CODES) : null;
    this.rows.transactions.push({
      tenantId,
      id,
      externalId: fixedExternalId ?? `${spec.externalId}-${suffix}${index}`,
      merchantId: spec.merchant.id,
      websiteId: spec.websiteId,
      mode: spec.mode,
      type,
      status,
      amount,
      currency: spec.channel.currency,
      baseAmount: convertMinorUnits(amount, this.rate(spec.channel.currency), this.rate(base.baseCurrency)),
      baseCurrency: base.baseCurrency,
      paymentMethod: spec.channel.method,
      serviceProvider: base.provider,
      cardBin: base.bin,
      cardLast4: base.last4,
      cardMasked:
        card && base.bin && base.last4 ? `${base.bin}${'*'.repeat(card.length - 10)}${base.last4}` : null,
      cardBrand: card?.brand ?? null,
      customerEmail: null,
      customerName: `${base.first} ${base.last}`,
      customerCountry: base.country,
      parentId: spec.id,
      responseCode: type === 'Chargeback' || status === 'WaitingForApproval' ? null : (decline?.code ?? '00'),
      responseMessage:
        type === 'Chargeback' || status === 'WaitingForApproval' ? null : (decline?.message ?? 'Approved'),
      processorReference: `${base.provider.slice(0, 3).toUpperCase()}-${this.dice.digits(10)}`,
      description:
        type === 'Refund'
          ? 'Refund'
          : type === 'Payout'
            ? 'Payout to the card'
            : 'Chargeback from the scheme',
      createdAt: new Date(at),
      updatedAt: new Date(at),
    });
    const event = (
      n: number,
      eventType: string,
      eventStatus: TransactionStatus,
      when: number,
      message: string,
    ) =>
      this.rows.events.push({
        tenantId,
        id: demoId(`${id}:event:${n}`),
        transactionId: id,
        merchantId: spec.merchant.id,
        type: eventType,
        status: eventStatus,
        amount,
        currency: spec.channel.currency,
        message,
        webhookStatus: 'Configured',
        payload: { externalId: spec.externalId, status: eventStatus, amount },
        createdAt: new Date(when),
      });
    const c = spec.channel.currency;
    const m = spec.merchant.id;
    if (type === 'Refund') {
      event(0, 'Created', 'Pending', at, 'Refund requested by the merchant');
      event(1, 'Refunded', status, at + 1500, 'Refund accepted by the processor');
      this.fee(id, tenantId, m, 'Refund Fee', 20, c, 'Fixed refund fee');
      this.entry(
        id,
        tenantId,
        m,
        amount,
        c,
        at,
        'merchant-balance',
        'customer-funds',
        'Refund to the cardholder',
      );
    } else if (type === 'Payout') {
      event(0, 'PayoutRequested', 'WaitingForApproval', at, 'Payout to the card requested');
      if (status !== 'WaitingForApproval') {
        const decided = this.later(at, HOUR, 2 * DAY);
        event(
          1,
          status === 'Successful' ? 'PayoutApproved' : 'PayoutDeclined',
          status,
          decided,
          status === 'Successful'
            ? 'Payout approved and sent'
            : 'Payout declined: insufficient merchant balance',
        );
        if (status === 'Successful')
          this.entry(
            id,
            tenantId,
            m,
            amount,
            c,
            decided,
            'merchant-balance',
            'customer-funds',
            'Payout to the card',
          );
      }
    } else {
      event(0, 'ChargebackReceived', 'Pending', at, 'Chargeback received from the scheme');
      this.fee(
        id,
        tenantId,
        m,
        'Chargeback Fee',
        this.fromEuroCents(1_500, c),
        c,
        'Scheme chargeback fee (15.00 EUR)',
      );
      this.entry(id, tenantId, m, amount, c, at, 'merchant-balance', 'dispute-reserve', 'Chargeback held');
      if (status === 'Declined') {
        const won = this.later(at, 5 * DAY, 20 * DAY);
        event(1, 'ChargebackWon', 'Declined', won, 'Dispute won: evidence accepted by the issuer');
        this.entry(
          id,
          tenantId,
          m,
          amount,
          c,
          won,
          'dispute-reserve',
          'merchant-balance',
          'Chargeback reversed',
        );
      }
    }
    return id;
  }

  private chargeback(
    base: Parameters<RowBuilder['child']>[0],
    amount: number,
    at: number,
    won: boolean,
  ): void {
    const chargebackId = this.child(base, 'Chargeback', 1, amount, won ? 'Declined' : 'Pending', at);
    const dispute = this.dice.pick(DEMO_DISPUTES);
    const scheme = disputeSchemeOf(
      CARD_BINS[base.spec.channel.method]?.brand ?? null,
      base.spec.channel.method,
    );
    this.rows.disputes.push({
      tenantId: base.tenantId,
      id: demoId(`${base.spec.id}:dispute`),
      transactionId: base.spec.id,
      chargebackId,
      merchantId: base.spec.merchant.id,
      disputeCode: dispute.codes[scheme],
      reason: dispute.reason,
      amount,
      currency: base.spec.channel.currency,
      status: won ? 'Won' : 'Open',
      createdAt: new Date(at),
    });
  }

  private fees(id: string, tenantId: string, merchantId: string, currency: string, amount: number): number {
    // 1.4% rounded half up in integer arithmetic, plus 0.25 EUR in the payment's currency.
    const percentage = Math.max(1, Math.floor((amount * 14 + 500) / 1000));
    const fixed = this.fromEuroCents(25, currency);
    this.fee(
      id,
      tenantId,
      merchantId,
      'Transaction Fee',
      percentage,
      currency,
      '1.4% of the captured amount',
    );
    this.fee(id, tenantId, merchantId, 'Fixed Fee', fixed, currency, 'Per-transaction fee (0.25 EUR)');
    return percentage + fixed;
  }

  private fee(
    id: string,
    tenantId: string,
    merchantId: string,
    feeType: string,
    amount: number,
    currency: string,
    description: string,
  ): void {
    this.rows.fees.push({
      tenantId,
      id: demoId(`${id}:fee:${feeType}`),
      transactionId: id,
      merchantId,
      feeType,
      amount,
      currency,
      description,
    });
  }

  /** A double entry: the same amount debited from one account and credited to another. */
  private entry(
    id: string,
    tenantId: string,
    merchantId: string,
    amount: number,
    currency: string,
    at: number,
    debit: string,
    credit: string,
    description: string,
  ): void {
    const n = this.rows.entries.length;
    for (const [account, direction] of [
      [debit, 'Debit'],
      [credit, 'Credit'],
    ] as const) {
      this.rows.entries.push({
        tenantId,
        id: demoId(`${id}:entry:${n}:${direction}`),
        transactionId: id,
        merchantId,
        account,
        direction,
        amount,
        currency,
        description,
        createdAt: new Date(at),
      });
    }
  }

  private logs(
    spec: PaymentSpec,
    tenantId: string,
    provider: string,
    status: TransactionStatus,
    decline: { code: string; message: string } | null,
    bin: string | null,
    last4: string | null,
    cardLength: number,
  ): void {
    const at = spec.createdAt;
    const log = (
      kind: 'api' | 'smartRouting' | 'cascading' | 'antifraud' | 'alert',
      n: number,
      offset: number,
      data: Record<string, unknown>,
    ) =>
      this.rows.logs.push({
        tenantId,
        id: demoId(`${spec.id}:log:${kind}:${n}`),
        transactionId: spec.id,
        merchantId: spec.merchant.id,
        kind,
        data,
        createdAt: new Date(at + offset),
      });
    const masked = bin && last4 ? `${bin}${'*'.repeat(cardLength - 10)}${last4}` : null;
    const request = JSON.stringify({
      externalId: spec.externalId,
      amount: spec.amount,
      currency: spec.channel.currency,
      paymentMethod: spec.channel.method,
      ...(masked ? { card: { number: masked } } : {}),
    });
    const declined = decline !== null;
    log('api', 0, 0, {
      direction: 'Inbound',
      method: 'POST',
      url: '/api/v1/payments',
      statusCode: declined ? 402 : 201,
      durationMs: this.dice.int(180, 1400),
      requestBody: request,
      responseBody: JSON.stringify({ id: spec.id, status, responseCode: decline?.code ?? '00' }),
    });
    log('api', 1, 300, {
      direction: 'Outbound',
      method: 'POST',
      url: `https://api.${provider}.example.test/v2/authorisations`,
      statusCode: 200,
      durationMs: this.dice.int(90, 900),
      requestBody: request,
      responseBody: JSON.stringify({
        result: declined ? 'declined' : 'approved',
        code: decline?.code ?? '00',
      }),
    });
    const primary = spec.channel.provider;
    log('smartRouting', 0, 100, {
      ruleName: `Lowest cost for ${spec.channel.currency} ${METHOD_NAMES.get(spec.channel.method) ?? spec.channel.method}`,
      decision: spec.cascaded ? 'Cascaded' : 'Routed',
      serviceProvider: primary,
      reason: spec.cascaded
        ? `Declined by ${PROVIDER_NAMES.get(primary) ?? primary}; retried on the fallback route`
        : null,
    });
    if (spec.cascaded) {
      log('cascading', 1, 200, {
        attempt: 1,
        serviceProvider: primary,
        status: 'Declined',
        responseCode: '05',
        responseMessage: 'Do not honour',
      });
      log('cascading', 2, 1200, {
        attempt: 2,
        serviceProvider: provider,
        status: declined ? status : 'Approved',
        responseCode: decline?.code ?? '00',
        responseMessage: decline?.message ?? 'Approved',
      });
    }
    const review = spec.outcome === 'Pending';
    const score = review ? this.dice.int(55, 80) : this.dice.int(2, 45);
    log('antifraud', 0, 50, {
      provider: 'Paydesk Risk Engine',
      score,
      decision: review ? 'Review' : 'Accept',
      rules: [this.dice.pick(ANTIFRAUD_RULES), this.dice.pick(ANTIFRAUD_RULES)].filter(
        (r, i, all) => all.indexOf(r) === i,
      ),
    });
    if (review || this.dice.chance(0.06)) {
      const alert = review ? ALERTS[0] : this.dice.pick(ALERTS);
      log('alert', 0, 60, { type: alert.type, severity: alert.severity, message: alert.message });
    }
  }
}

/** The merchants the demo gives transactions: every one with processing. */
export function demoProcessingMerchants(): readonly DemoMerchant[] {
  return DEMO_MERCHANTS.filter((m) => m.processingStatus !== 'NoProcessing');
}
