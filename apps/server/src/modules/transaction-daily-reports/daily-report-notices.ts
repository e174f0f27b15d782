import type { Permission } from '@paydesk/contracts/auth/permissions';
import { NOTIFICATION_LIMITS } from '@paydesk/contracts/notifications/notifications.model';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../infra/db/rows';
import { escapeHtml } from '../../infra/html/sanitise-html';
import { merchantNames } from '../../infra/tenancy/merchant-names';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import {
  merchantUsersHolding,
  type NotificationFor,
  notifyEach,
  type Recipient,
  tenantStaffHolding,
} from '../notifications';
import type { WrittenDailyFile } from './daily-report-pass';

/**
 * Who hears of a pass's files (docs/transactions-daily.md "Who is told"), by a ReportGenerated
 * notification whose objectUrl names the files (spec §7: one is downloaded as it is, several as a
 * zip):
 * - each merchant user who may read reports: one per file of their merchant;
 * - each tenant staff member who may open the report: one per day, naming the files of the
 *   merchants their customer limits allow, as many as fit in an objectUrl (the report lists all).
 * Users limited to some payment methods or providers are not told: a daily file holds every one of
 * its merchant's, so they may not download it (report-files.ts).
 */

const MERCHANT_READERS: readonly Permission[] = ['Merchant.Reports.View'];
const STAFF_READERS: readonly Permission[] = [
  'CRM.Reports.TransactionsDaily',
  'CRM.Reports.TransactionsDailyV1',
];

/** "6 Dec 2026" of `2026-12-06`, the same on every server whatever its locale. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export function dayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

export async function tellReaders(tx: ScopedTx, written: readonly WrittenDailyFile[]): Promise<void> {
  if (written.length === 0) return;
  const names = await merchantNames(
    tx,
    written.map((file) => file.merchantId),
  );
  const items: NotificationFor[] = [];
  // Tenant staff, per tenant and day: the files each may see.
  const staffFiles = new Map<string, { recipient: Recipient; day: string; files: WrittenDailyFile[] }>();
  for (const file of written) {
    const merchantName = names.get(file.merchantId) ?? file.merchantId;
    const merchantUsers = await merchantUsersHolding(tx, { ...file, anyOf: MERCHANT_READERS });
    items.push({
      recipients: await withoutRowLimits(tx, merchantUsers),
      notification: {
        type: 'ReportGenerated',
        title: `Transactions daily for ${dayLabel(file.day)} is ready`,
        description: `${escapeHtml(merchantName)}, ${file.mode}: ${file.transactions} transactions.`,
        objectUrl: file.fileName,
      },
    });
    const staff = await tenantStaffHolding(tx, {
      tenantId: file.tenantId,
      merchantId: file.merchantId,
      anyOf: STAFF_READERS,
    });
    for (const recipient of await withoutRowLimits(tx, staff)) {
      const key = `${recipient.userId}|${file.day}`;
      const entry = staffFiles.get(key) ?? { recipient, day: file.day, files: [] };
      entry.files.push(file);
      staffFiles.set(key, entry);
    }
  }
  for (const { recipient, day, files } of staffFiles.values()) {
    const named = filesThatFit(files.map((file) => file.fileName));
    const listed = files
      .slice(0, 20)
      .map((file) => `${escapeHtml(names.get(file.merchantId) ?? file.merchantId)} (${file.mode})`)
      .join(', ');
    const more = files.length > 20 ? ` and ${files.length - 20} more` : '';
    const unnamed = files.length - named.length;
    items.push({
      recipients: [recipient],
      notification: {
        type: 'ReportGenerated',
        title: `Transactions daily for ${dayLabel(day)}: ${files.length} ${files.length === 1 ? 'file' : 'files'}`,
        description:
          `${listed}${more}.` +
          (unnamed > 0 ? ` ${unnamed} of them are in the Transactions daily report only.` : ''),
        objectUrl: named.join(','),
      },
    });
  }
  await notifyEach(tx, items);
}

/** As many names, in order, as fit in one objectUrl (comma-separated). */
export function filesThatFit(names: readonly string[]): string[] {
  const fit: string[] = [];
  let length = 0;
  for (const name of names) {
    const added = (fit.length === 0 ? 0 : 1) + name.length;
    if (length + added > NOTIFICATION_LIMITS.objectUrl) break;
    fit.push(name);
    length += added;
  }
  return fit;
}

/** The recipients with no payment method or service provider limit. */
async function withoutRowLimits(tx: ScopedTx, recipients: readonly Recipient[]): Promise<Recipient[]> {
  if (recipients.length === 0) return [];
  const ids = recipients.map((recipient) => recipient.userId);
  const unlimited = new Set(
    rowsOf<{ id: string }>(
      await tx.execute(sql`
        select id::text as id from users
         where id = any (${`{${ids.join(',')}}`}::uuid[])
           and payment_method_limits is null and service_provider_limits is null`),
    ).map((row) => row.id),
  );
  return recipients.filter((recipient) => unlimited.has(recipient.userId));
}
