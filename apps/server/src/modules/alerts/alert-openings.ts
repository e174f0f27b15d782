import { randomUUID } from 'node:crypto';
import {
  ALERT_TYPES,
  type AlertChannel,
  type AlertComparator,
  type AlertMetric,
} from '@paydesk/contracts/alerts/alert.schemas';
import type { SystemMode } from '@paydesk/contracts/auth/levels';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../infra/db/rows';
import { escapeHtml } from '../../infra/html/sanitise-html';
import { merchantNames } from '../../infra/tenancy/merchant-names';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { queueMail } from '../mail';
import {
  merchantUsersHolding,
  type NotificationFor,
  notifyEach,
  type Recipient,
  tenantStaffHolding,
} from '../notifications';

/**
 * Opening the alerts an evaluation pass found firing (docs/alerts.md "Evaluation"), and telling
 * people by each rule's channels. A pass can open hundreds at once (1,000 rules over a tenant's
 * merchants): the alerts are written in one statement, each merchant's name and recipients read
 * once, and the notifications written together, so a pass costs a few statements per merchant
 * rather than several per alert.
 */

/** What an opening needs of its rule (a row of alert_rules, as the evaluation read it). */
export interface OpeningRule {
  readonly id: string;
  readonly tenant_id: string;
  readonly name: string;
  readonly metric: AlertMetric;
  readonly comparator: AlertComparator;
  readonly threshold: string | number;
  readonly window_minutes: number;
  readonly mode: SystemMode;
  readonly channels: AlertChannel[] | string;
}

export interface AlertOpening {
  readonly rule: OpeningRule;
  readonly merchantId: string;
  readonly value: number;
  readonly sample: number;
}

interface Opened extends AlertOpening {
  readonly id: string;
}

/**
 * Opens the alerts; returns how many opened. The unique partial index (one firing alert per rule
 * and merchant) makes a second opening of the same one a no-op, which tells nobody.
 */
export async function openAlerts(
  tx: ScopedTx,
  openings: readonly AlertOpening[],
  now: Date,
): Promise<number> {
  if (openings.length === 0) return 0;
  const withIds = openings.map((opening) => ({ ...opening, id: randomUUID() }));
  const rows = withIds.map(({ id, rule, merchantId, value, sample }) => ({
    tenant_id: rule.tenant_id,
    id,
    merchant_id: merchantId,
    rule_id: rule.id,
    rule_name: rule.name,
    metric: rule.metric,
    comparator: rule.comparator,
    threshold: Number(rule.threshold),
    window_minutes: rule.window_minutes,
    mode: rule.mode,
    value,
    sample,
  }));
  const inserted = rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into alerts (tenant_id, id, merchant_id, rule_id, rule_name, metric, comparator, threshold,
                          window_minutes, mode, state, fired_value, fired_sample, last_value, last_sample,
                          started_at)
      select tenant_id, id, merchant_id, rule_id, rule_name, metric, comparator, threshold,
             window_minutes, mode, 'Firing', value, sample, value, sample, ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
             as x(tenant_id uuid, id uuid, merchant_id uuid, rule_id uuid, rule_name text, metric text,
                  comparator text, threshold numeric, window_minutes integer, mode text,
                  value double precision, sample bigint)
      on conflict (rule_id, merchant_id) where state = 'Firing' do nothing
      returning id`),
  );
  const openedIds = new Set(inserted.map((row) => row.id));
  const opened = withIds.filter((opening) => openedIds.has(opening.id));
  await tellPeople(tx, opened);
  return opened.length;
}

const UNITS: Record<AlertMetric, string> = {
  DeclineRatio: ' %',
  PendingRatio: ' %',
  SuccessRate: ' %',
  Count: ' payments',
  Amount: '',
  Velocity: ' payments a minute',
};

/** "Decline ratio above 30 % at Acme", and what was measured. */
export function alertTexts(
  rule: Pick<OpeningRule, 'metric' | 'comparator' | 'threshold' | 'window_minutes' | 'name'>,
  merchantName: string,
  value: number,
  sample: number,
): { title: string; text: string } {
  const name = ALERT_TYPES.find((type) => type.metric === rule.metric)?.name ?? rule.metric;
  const unit = UNITS[rule.metric];
  const title = `${name} ${rule.comparator === 'Above' ? 'above' : 'below'} ${Number(rule.threshold)}${unit} at ${merchantName}`;
  const text = `${value}${unit} over the last ${rule.window_minutes} minutes, from ${sample} payments (rule "${rule.name}").`;
  return { title, text };
}

const channelsOf = (value: AlertChannel[] | string): AlertChannel[] =>
  Array.isArray(value) ? value : (value.replace(/[{}]/g, '').split(',').filter(Boolean) as AlertChannel[]);

/** Who hears of a merchant's alerts: the tenant's staff who may see them and the merchant's users. */
interface Audience {
  readonly staff: Recipient[];
  readonly merchantUsers: Recipient[];
}

/**
 * TransactionVelocityAlert in the app (staff to the alert in the alerts report, the merchant's
 * users to their dashboard, which lists their alerts) and mail, by each rule's channels.
 */
async function tellPeople(tx: ScopedTx, opened: readonly Opened[]): Promise<void> {
  if (opened.length === 0) return;
  const names = await merchantNames(
    tx,
    opened.map((alert) => alert.merchantId),
  );
  const audiences = new Map<string, Audience>();
  const notifications: NotificationFor[] = [];
  const mails: { tenantId: string; recipients: Recipient[]; title: string; text: string }[] = [];
  for (const alert of opened) {
    const { rule, merchantId } = alert;
    const key = `${rule.tenant_id}:${merchantId}`;
    let audience = audiences.get(key);
    if (!audience) {
      audience = await audienceOf(tx, rule.tenant_id, merchantId);
      audiences.set(key, audience);
    }
    const { title, text } = alertTexts(
      rule,
      names.get(merchantId) ?? 'a merchant',
      alert.value,
      alert.sample,
    );
    const channels = channelsOf(rule.channels);
    if (channels.includes('InApp')) {
      const notification = {
        type: 'TransactionVelocityAlert',
        title,
        description: `<p>${escapeHtml(text)}</p>`,
      } as const;
      notifications.push(
        {
          recipients: audience.staff,
          notification: { ...notification, objectUrl: `/crm/reports/alerts?alert=${alert.id}` },
        },
        { recipients: audience.merchantUsers, notification: { ...notification, objectUrl: '/dashboard' } },
      );
    }
    if (channels.includes('Email')) {
      mails.push({
        tenantId: rule.tenant_id,
        recipients: [...audience.staff, ...audience.merchantUsers],
        title,
        text,
      });
    }
  }
  await notifyEach(tx, notifications);
  await mailPeople(tx, mails);
}

async function audienceOf(tx: ScopedTx, tenantId: string, merchantId: string): Promise<Audience> {
  return {
    staff: await tenantStaffHolding(tx, { tenantId, merchantId, anyOf: ['CRM.Reports.Alerts'] }),
    merchantUsers: await merchantUsersHolding(tx, {
      tenantId,
      merchantId,
      anyOf: ['Merchant.Reports.View', 'Merchant.Dashboard.View'],
    }),
  };
}

/** One mail per alert and recipient, each recipient's address read once for the pass. */
async function mailPeople(
  tx: ScopedTx,
  mails: readonly { tenantId: string; recipients: readonly Recipient[]; title: string; text: string }[],
): Promise<void> {
  const ids = [...new Set(mails.flatMap((mail) => mail.recipients.map((r) => r.userId)))];
  if (ids.length === 0) return;
  const emails = new Map(
    rowsOf<{ id: string; email: string }>(
      await tx.execute(sql`select id, email from users where id = any(${`{${ids.join(',')}}`}::uuid[])`),
    ).map((row) => [row.id, row.email]),
  );
  for (const mail of mails) {
    for (const userId of new Set(mail.recipients.map((r) => r.userId))) {
      const to = emails.get(userId);
      if (!to) continue;
      await queueMail(tx, {
        to,
        tenantId: mail.tenantId,
        subject: `Paydesk alert: ${mail.title}`,
        bodyText: [
          'Hello,',
          '',
          `${mail.title}.`,
          mail.text,
          '',
          'Open the alerts report in Paydesk to acknowledge it.',
        ].join('\n'),
      });
    }
  }
}
