import type { AlertComparator, AlertMetric, AlertRuleState } from '@paydesk/contracts/alerts/alert.schemas';
import type { SystemMode } from '@paydesk/contracts/auth/levels';
import { DECLINE_STATUSES } from '@paydesk/contracts/reports/report.schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/database';
import { rowsOf } from '../../infra/db/rows';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { type ScopedTx, withScope } from '../../infra/tenancy/with-scope';
import { PENDING_STATUSES } from '../analytics';
import { type OpeningRule, openAlerts } from './alert-openings';

/**
 * The evaluation pass (docs/alerts.md "Evaluation"): every enabled rule measured over its window
 * from the minute rollup, per merchant (the rules reading the same rows share one query, see
 * RuleGroup), then each merchant's state moved (OK → Pending → Firing → OK) and the alerts opened
 * and resolved, in one transaction under an advisory lock: a second server's pass finds the lock
 * taken and skips, and the unique partial index on the firing alerts is the second guard.
 * Transactions are never scanned.
 */

const ALERT_LOCK = 727_039;
const MINUTE_MS = 60_000;

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
const DECLINES = quoted(DECLINE_STATUSES);
const PENDING = quoted(PENDING_STATUSES);

export interface EvaluationResult {
  /** false when another server's pass held the lock: nothing was done. */
  readonly ran: boolean;
  readonly rules: number;
  readonly opened: number;
  readonly resolved: number;
}

/** A row of alert_rules: what an opening needs of it, and the conditions and filters. */
interface RuleRow extends OpeningRule {
  readonly min_sample: number;
  readonly pending_for_minutes: number;
  readonly cooldown_minutes: number;
  readonly merchant_id: string | null;
  readonly service_provider: string | null;
  readonly payment_method: string | null;
  readonly currency: string | null;
}

interface MeasureRow {
  readonly minute: Date | string;
  readonly merchant_id: string;
  readonly count: string | number;
  readonly declined: string | number;
  readonly pending: string | number;
  readonly success: string | number;
  readonly base_amount: string | number;
}

interface StateRow {
  readonly rule_id: string;
  readonly merchant_id: string;
  readonly state: AlertRuleState;
  readonly since: Date | string;
  readonly last_resolved_at: Date | string | null;
}

/**
 * Rules that read the same rows: one tenant, mode and filters. Each group is measured with one query
 * over the minute rollup, per merchant and minute over the group's longest window; each rule's window
 * is then a sum of its minutes (the rules of a tenant mostly share a few filters, so 1,000 rules are
 * a handful of queries; docs/alerts.md "Evaluation").
 */
interface RuleGroup {
  readonly tenantId: string;
  readonly mode: SystemMode;
  readonly merchantId: string | null;
  readonly serviceProvider: string | null;
  readonly paymentMethod: string | null;
  readonly currency: string | null;
  readonly rules: RuleRow[];
}

function groupsOf(rules: readonly RuleRow[]): RuleGroup[] {
  const groups = new Map<string, RuleGroup>();
  for (const rule of rules) {
    const key = JSON.stringify([
      rule.tenant_id,
      rule.mode,
      rule.merchant_id,
      rule.service_provider,
      rule.payment_method,
      rule.currency,
    ]);
    let group = groups.get(key);
    if (!group) {
      group = {
        tenantId: rule.tenant_id,
        mode: rule.mode,
        merchantId: rule.merchant_id,
        serviceProvider: rule.service_provider,
        paymentMethod: rule.payment_method,
        currency: rule.currency,
        rules: [],
      };
      groups.set(key, group);
    }
    group.rules.push(rule);
  }
  return [...groups.values()];
}

/**
 * One group's rules measured per merchant: the payments of the group's tenant, mode and filters in
 * each rule's window, the minute of `now` and the window's minutes before it, up to `now`.
 */
async function measureGroup(
  tx: ScopedTx,
  group: RuleGroup,
  now: Date,
): Promise<Map<string, Map<string, Measures>>> {
  const longest = Math.max(...group.rules.map((rule) => rule.window_minutes));
  const nowMinute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const from = new Date(nowMinute - (longest - 1) * MINUTE_MS);
  const filter = (column: string, value: string | null) =>
    value === null ? sql`` : sql` and ${sql.raw(column)} = ${value}`;
  const rows = rowsOf<MeasureRow>(
    await tx.execute(sql`
      select a.minute, a.merchant_id, sum(a.count) as count,
             sum(case when a.status in (${sql.raw(DECLINES)}) then a.count else 0 end) as declined,
             sum(case when a.status in (${sql.raw(PENDING)}) then a.count else 0 end) as pending,
             sum(a.success_count) as success, sum(a.base_amount) as base_amount
        from rollup_alert_minute a
       where a.tenant_id = ${group.tenantId}::uuid and a.mode = ${group.mode} and a.type = 'Payment'
         and a.minute >= ${from.toISOString()}::timestamptz and a.minute <= ${now.toISOString()}::timestamptz
         ${group.merchantId === null ? sql`` : sql` and a.merchant_id = ${group.merchantId}::uuid`}
         ${filter('a.service_provider', group.serviceProvider)}
         ${filter('a.payment_method', group.paymentMethod)}
         ${filter('a.currency', group.currency)}
       group by a.merchant_id, a.minute`),
  );
  // Per merchant, each minute's sums: a rule's window is the minutes from its start.
  const minutes = new Map<string, { at: number; m: Measures }[]>();
  for (const row of rows) {
    const list = minutes.get(row.merchant_id) ?? [];
    list.push({
      at: time(row.minute),
      m: {
        count: Number(row.count),
        declined: Number(row.declined),
        pending: Number(row.pending),
        success: Number(row.success),
        baseAmount: Number(row.base_amount),
      },
    });
    minutes.set(row.merchant_id, list);
  }
  const measured = new Map<string, Map<string, Measures>>();
  for (const rule of group.rules) {
    const start = nowMinute - (rule.window_minutes - 1) * MINUTE_MS;
    const merchants = new Map<string, Measures>();
    for (const [merchantId, list] of minutes) {
      const sum = { count: 0, declined: 0, pending: 0, success: 0, baseAmount: 0 };
      for (const { at, m } of list) {
        if (at < start) continue;
        sum.count += m.count;
        sum.declined += m.declined;
        sum.pending += m.pending;
        sum.success += m.success;
        sum.baseAmount += m.baseAmount;
      }
      if (sum.count !== 0 || sum.baseAmount !== 0) merchants.set(merchantId, sum);
    }
    measured.set(rule.id, merchants);
  }
  return measured;
}

/** What a rule's window held for one merchant. */
export interface Measures {
  readonly count: number;
  readonly declined: number;
  readonly pending: number;
  readonly success: number;
  readonly baseAmount: number;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;

/** A metric's value from a window's measures: ratios in percent, velocity per minute. */
export function metricValue(metric: AlertMetric, m: Measures, windowMinutes: number): number {
  switch (metric) {
    case 'DeclineRatio':
      return percent(m.declined, m.count);
    case 'PendingRatio':
      return percent(m.pending, m.count);
    case 'SuccessRate':
      return percent(m.success, m.count);
    case 'Count':
      return m.count;
    case 'Amount':
      return m.baseAmount;
    case 'Velocity':
      return Math.round((m.count / windowMinutes) * 100) / 100;
  }
}

const holds = (comparator: AlertComparator, value: number, threshold: number) =>
  comparator === 'Above' ? value > threshold : value < threshold;

const time = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

/** A state to write: its row after this pass. */
interface StateWrite {
  tenant_id: string;
  rule_id: string;
  merchant_id: string;
  state: AlertRuleState;
  since: string;
  last_value: number;
  last_sample: number;
  last_resolved_at: string | null;
}

/** An alert's latest value, or its resolution. */
interface AlertWrite {
  rule_id: string;
  merchant_id: string;
  last_value: number;
  last_sample: number;
}

/**
 * One evaluation pass at `now` (the worker's clock; tests pass their own). `ruleIds` narrows it to
 * some rules (tests); by default every enabled rule.
 */
export async function evaluateAlerts(
  db: Database,
  now: Date = new Date(),
  options: { readonly ruleIds?: readonly string[] } = {},
): Promise<EvaluationResult> {
  return withScope(db, SYSTEM_SCOPE, async (tx) => {
    const [locked] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${ALERT_LOCK}) as locked`),
    );
    if (!locked?.locked) return { ran: false, rules: 0, opened: 0, resolved: 0 };
    return evaluateIn(tx, now, options.ruleIds);
  });
}

async function evaluateIn(
  tx: ScopedTx,
  now: Date,
  ruleIds: readonly string[] | undefined,
): Promise<EvaluationResult> {
  const narrowed = ruleIds
    ? ruleIds.length === 0
      ? sql`and false`
      : sql`and r.id in (${sql.join(
          ruleIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
    : sql``;
  const rules = rowsOf<RuleRow>(
    await tx.execute(sql`
      select r.id, r.tenant_id, r.name, r.metric, r.comparator, r.threshold, r.window_minutes,
             r.min_sample, r.pending_for_minutes, r.cooldown_minutes, r.mode, r.channels,
             r.merchant_id, r.service_provider, r.payment_method, r.currency
        from alert_rules r where r.enabled ${narrowed}`),
  );
  if (rules.length === 0) return { ran: true, rules: 0, opened: 0, resolved: 0 };
  const nowIso = now.toISOString();
  const byRule = new Map<string, Map<string, { measures?: Measures; state?: StateRow }>>();
  const entry = (ruleId: string, merchantId: string) => {
    const merchants = byRule.get(ruleId) ?? new Map<string, { measures?: Measures; state?: StateRow }>();
    byRule.set(ruleId, merchants);
    const found = merchants.get(merchantId) ?? {};
    merchants.set(merchantId, found);
    return found;
  };
  for (const group of groupsOf(rules)) {
    for (const [ruleId, merchants] of await measureGroup(tx, group, now)) {
      for (const [merchantId, measured] of merchants) entry(ruleId, merchantId).measures = measured;
    }
  }
  const states = rowsOf<StateRow>(
    await tx.execute(sql`
      select s.rule_id, s.merchant_id, s.state, s.since, s.last_resolved_at
        from alert_rule_states s join alert_rules r on r.id = s.rule_id
       where r.enabled ${narrowed}`),
  );
  for (const row of states) entry(row.rule_id, row.merchant_id).state = row;

  const stateWrites: StateWrite[] = [];
  const alertUpdates: AlertWrite[] = [];
  const resolutions: AlertWrite[] = [];
  const openings: { rule: RuleRow; merchantId: string; value: number; sample: number }[] = [];
  const EMPTY: Measures = { count: 0, declined: 0, pending: 0, success: 0, baseAmount: 0 };

  for (const rule of rules) {
    const merchants = byRule.get(rule.id);
    if (!merchants) continue;
    const threshold = Number(rule.threshold);
    for (const [merchantId, { measures: m = EMPTY, state }] of merchants) {
      const value = metricValue(rule.metric, m, rule.window_minutes);
      const sample = m.count;
      const condition = sample >= rule.min_sample && holds(rule.comparator, value, threshold);
      const current = state?.state ?? 'OK';
      const lastResolvedAt = state?.last_resolved_at
        ? new Date(time(state.last_resolved_at)).toISOString()
        : null;
      const write = (next: AlertRuleState, since: string, resolvedAt = lastResolvedAt) =>
        stateWrites.push({
          tenant_id: rule.tenant_id,
          rule_id: rule.id,
          merchant_id: merchantId,
          state: next,
          since,
          last_value: value,
          last_sample: sample,
          last_resolved_at: resolvedAt,
        });
      const keptSince = state ? new Date(time(state.since)).toISOString() : nowIso;
      if (!condition) {
        if (current === 'Firing') {
          resolutions.push({
            rule_id: rule.id,
            merchant_id: merchantId,
            last_value: value,
            last_sample: sample,
          });
          write('OK', nowIso, nowIso);
        } else if (state) {
          // Pending clears; an OK row keeps its last resolution for the cooldown.
          write('OK', current === 'OK' ? keptSince : nowIso);
        }
        continue;
      }
      if (current === 'Firing') {
        alertUpdates.push({
          rule_id: rule.id,
          merchant_id: merchantId,
          last_value: value,
          last_sample: sample,
        });
        write('Firing', keptSince);
        continue;
      }
      const pendingSince = current === 'Pending' ? keptSince : nowIso;
      const heldLongEnough = now.getTime() - time(pendingSince) >= rule.pending_for_minutes * MINUTE_MS;
      const coolingDown =
        lastResolvedAt !== null && now.getTime() - time(lastResolvedAt) < rule.cooldown_minutes * MINUTE_MS;
      if (heldLongEnough && !coolingDown) {
        openings.push({ rule, merchantId, value, sample });
        write('Firing', nowIso);
      } else {
        write('Pending', pendingSince);
      }
    }
  }

  const opened = await openAlerts(tx, openings, now);
  if (resolutions.length > 0) {
    await tx.execute(sql`
      update alerts a set state = 'Resolved', resolved_at = ${nowIso}::timestamptz,
             last_value = x.last_value, last_sample = x.last_sample
        from jsonb_to_recordset(${JSON.stringify(resolutions)}::jsonb)
             as x(rule_id uuid, merchant_id uuid, last_value double precision, last_sample bigint)
       where a.rule_id = x.rule_id and a.merchant_id = x.merchant_id and a.state = 'Firing'`);
  }
  if (alertUpdates.length > 0) {
    await tx.execute(sql`
      update alerts a set last_value = x.last_value, last_sample = x.last_sample
        from jsonb_to_recordset(${JSON.stringify(alertUpdates)}::jsonb)
             as x(rule_id uuid, merchant_id uuid, last_value double precision, last_sample bigint)
       where a.rule_id = x.rule_id and a.merchant_id = x.merchant_id and a.state = 'Firing'`);
  }
  if (stateWrites.length > 0) {
    await tx.execute(sql`
      insert into alert_rule_states
             (tenant_id, rule_id, merchant_id, state, since, last_value, last_sample, last_resolved_at)
      select tenant_id, rule_id, merchant_id, state, since, last_value, last_sample, last_resolved_at
        from jsonb_to_recordset(${JSON.stringify(stateWrites)}::jsonb)
             as x(tenant_id uuid, rule_id uuid, merchant_id uuid, state text, since timestamptz,
                  last_value double precision, last_sample bigint, last_resolved_at timestamptz)
      on conflict (rule_id, merchant_id) do update set
        state = excluded.state, since = excluded.since, last_value = excluded.last_value,
        last_sample = excluded.last_sample, last_resolved_at = excluded.last_resolved_at`);
  }
  await tx.execute(
    sql`update alert_rules r set last_evaluated_at = ${nowIso}::timestamptz where r.enabled ${narrowed}`,
  );
  return { ran: true, rules: rules.length, opened, resolved: resolutions.length };
}
