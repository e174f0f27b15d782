import type {
  PmpConfigurationPage,
  PmpConfigurationQuery,
  PmpConfigurationRow,
  PmpConfigurationState,
} from '@paydesk/contracts/transactions/pmp-configuration.schemas';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { merchants, paymentMethods, serviceProviders, tenants } from '../../../infra/db/schema';
import { type DataScope, narrowToTenant } from '../../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../../infra/tenancy/with-scope';
import { paymentChannels } from '../../money';
import { paymentChannelsInScope } from './transaction-maintenance-payment-channels.repository';

/**
 * The PMP configuration report (docs/pmp-configuration.md): the payment channels of the merchants
 * in the caller's scope (their tenants, a customer limit, the payment-method and provider limits,
 * as the payment-channels list), one row per merchant × payment method × service provider with the
 * currencies of its channels, the channels enabled of all, and the names and switches of the
 * merchant, the method and the provider. Grouped in the database: first per currency (a currency
 * is enabled when one of its channels is), then per row; the state filter applies to the rows.
 */

type Query = z.output<typeof PmpConfigurationQuery>;
const pc = paymentChannels;

function stateCondition(state: PmpConfigurationState, total: SQL, enabled: SQL): SQL {
  if (state === 'Enabled') return sql`${enabled} = ${total}`;
  if (state === 'Disabled') return sql`${enabled} = 0`;
  return sql`(${enabled} > 0 and ${enabled} < ${total})`;
}

function stateOf(channels: number, enabledChannels: number): PmpConfigurationState {
  if (enabledChannels === 0) return 'Disabled';
  return enabledChannels === channels ? 'Enabled' : 'PartlyEnabled';
}

/** The rows of the filters, as a subquery: per merchant, payment method and service provider. */
function configurationRows(tx: ScopedTx, scope: DataScope, query: Query) {
  const perCurrency = tx
    .select({
      tenantId: pc.tenantId,
      merchantId: pc.merchantId,
      paymentMethod: pc.paymentMethod,
      serviceProvider: pc.serviceProvider,
      currency: sql<string>`${pc.currency}::text`.as('currency'),
      channels: sql<number>`count(*)::int`.as('channels'),
      enabledChannels: sql<number>`(count(*) filter (where ${pc.isActive}))::int`.as('enabled_channels'),
    })
    .from(pc)
    .where(paymentChannelsInScope(scope, query))
    .groupBy(pc.tenantId, pc.merchantId, pc.paymentMethod, pc.serviceProvider, pc.currency)
    .as('per_currency');
  const c = perCurrency;
  const total = sql<number>`sum(${c.channels})::int`;
  const enabled = sql<number>`sum(${c.enabledChannels})::int`;
  const currencies = (where: SQL) =>
    sql<string[]>`coalesce(array_agg(${c.currency} order by ${c.currency}) filter (where ${where}), '{}')`;
  return tx
    .select({
      tenantId: c.tenantId,
      merchantId: c.merchantId,
      paymentMethod: c.paymentMethod,
      serviceProvider: c.serviceProvider,
      channels: total.as('channels'),
      enabledChannels: enabled.as('enabled_channels'),
      currencies: currencies(sql`${c.enabledChannels} > 0`).as('currencies'),
      disabledCurrencies: currencies(sql`${c.enabledChannels} = 0`).as('disabled_currencies'),
    })
    .from(c)
    .groupBy(c.tenantId, c.merchantId, c.paymentMethod, c.serviceProvider)
    .having(query.state ? stateCondition(query.state, total, enabled) : undefined)
    .as('configuration');
}

export async function readPmpConfiguration(
  tx: ScopedTx,
  requestScope: DataScope,
  query: Query,
): Promise<PmpConfigurationPage> {
  const scope = query.tenantId ? narrowToTenant(requestScope, query.tenantId) : requestScope;
  const rows = configurationRows(tx, scope, query);
  const page = await tx
    .select({
      tenantId: rows.tenantId,
      tenantName: tenants.name,
      merchantId: rows.merchantId,
      merchantName: merchants.legalBusinessName,
      merchantActive: merchants.isActive,
      processingStatus: merchants.processingStatus,
      paymentMethod: rows.paymentMethod,
      paymentMethodName: paymentMethods.name,
      paymentMethodActive: paymentMethods.isActive,
      serviceProvider: rows.serviceProvider,
      serviceProviderName: serviceProviders.name,
      serviceProviderActive: serviceProviders.isActive,
      currencies: rows.currencies,
      disabledCurrencies: rows.disabledCurrencies,
      channels: rows.channels,
      enabledChannels: rows.enabledChannels,
    })
    .from(rows)
    .innerJoin(merchants, and(eq(merchants.tenantId, rows.tenantId), eq(merchants.id, rows.merchantId)))
    .innerJoin(tenants, eq(tenants.id, rows.tenantId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, rows.paymentMethod))
    .innerJoin(serviceProviders, eq(serviceProviders.id, rows.serviceProvider))
    .orderBy(
      asc(sql`lower(${tenants.name})`),
      asc(sql`lower(${merchants.legalBusinessName})`),
      asc(rows.merchantId),
      asc(sql`lower(${paymentMethods.name})`),
      asc(rows.paymentMethod),
      asc(sql`lower(${serviceProviders.name})`),
      asc(rows.serviceProvider),
    )
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize);
  const [totals] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      merchants: sql<number>`count(distinct (${rows.tenantId}, ${rows.merchantId}))::int`,
      channels: sql<number>`coalesce(sum(${rows.channels}), 0)::int`,
      enabledChannels: sql<number>`coalesce(sum(${rows.enabledChannels}), 0)::int`,
    })
    .from(rows);
  return {
    count: Number(totals?.count ?? 0),
    summary: {
      merchants: Number(totals?.merchants ?? 0),
      channels: Number(totals?.channels ?? 0),
      enabledChannels: Number(totals?.enabledChannels ?? 0),
    },
    data: page.map(
      (row): PmpConfigurationRow => ({
        ...row,
        channels: Number(row.channels),
        enabledChannels: Number(row.enabledChannels),
        currencies: [...row.currencies],
        disabledCurrencies: [...row.disabledCurrencies],
        state: stateOf(Number(row.channels), Number(row.enabledChannels)),
      }),
    ),
  };
}
