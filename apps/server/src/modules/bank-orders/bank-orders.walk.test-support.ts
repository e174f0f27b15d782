import { bankOrders as bankOrderEndpoints } from '@paydesk/contracts/bank-orders/bank-orders.endpoints';
import { eq } from 'drizzle-orm';
import type { Database } from '../../infra/db/database';
import { users } from '../../infra/db/schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, NORTHWIND } from '../../seed/demo-data';
import { demoId } from '../../seed/demo-ids';
import type { ForeignIdRule, ModuleWalk } from '../../test/endpoint-walk';
import { DEMO_EMAILS } from '../../test/fixtures';
import { bankOrderItems, bankOrders } from './bank-orders.table';

/**
 * The endpoint walk's data for bank orders: one order with one payment in Northwind and in Blue
 * Harbor. A caller's foreign order or payment is the other tenant's.
 */
const WALK = {
  northwind: {
    order: demoId('walk:bank-orders:order:northwind'),
    item: demoId('walk:bank-orders:item:northwind'),
  },
  blueHarbor: {
    order: demoId('walk:bank-orders:order:blueharbor'),
    item: demoId('walk:bank-orders:item:blueharbor'),
  },
} as const;

const foreign = (part: 'order' | 'item'): ForeignIdRule => ({
  kind: 'tenant-owned',
  foreignId: (caller) => (caller.tenantId === BLUE_HARBOR.id ? WALK.northwind : WALK.blueHarbor)[part],
});

export const BANK_ORDERS_WALK: ModuleWalk = {
  foreignIds: {
    [`${bankOrderEndpoints.items.id}.id`]: foreign('order'),
    [`${bankOrderEndpoints.payment.id}.orderId`]: foreign('order'),
    [`${bankOrderEndpoints.payment.id}.itemId`]: foreign('item'),
  },
  examples: {
    [bankOrderEndpoints.list.id]: { query: { PageSize: '20' } },
    [bankOrderEndpoints.items.id]: { params: { id: WALK.northwind.order }, query: { PageSize: '20' } },
    [bankOrderEndpoints.payment.id]: {
      params: { orderId: WALK.northwind.order, itemId: WALK.northwind.item },
    },
  },
  addData: async (db: Database) => {
    await withScope(db, SYSTEM_SCOPE, async (tx) => {
      const tenants = [
        { tenantId: NORTHWIND.id, ids: WALK.northwind, email: DEMO_EMAILS.NORTHWIND_ADMIN },
        { tenantId: BLUE_HARBOR.id, ids: WALK.blueHarbor, email: DEMO_EMAILS.BLUE_HARBOR_ADMIN },
      ];
      for (const { tenantId, ids, email } of tenants) {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
        if (!user) throw new Error(`${email} is missing from the walk database`);
        await tx.insert(bankOrders).values({
          tenantId,
          id: ids.order,
          bankName: 'Walk Bank',
          accountNumber: 'NL91ABNA0417164300',
          fileName: 'walk.csv',
          fileSha256: '0'.repeat(64),
          itemCount: 1,
          uploadedByUserId: user.id,
          uploadedByEmail: email,
        });
        await tx.insert(bankOrderItems).values({
          tenantId,
          id: ids.item,
          orderId: ids.order,
          rowNumber: 2,
          beneficiaryName: 'Walk Payee',
          beneficiaryIban: 'DE89370400440532013000',
          amount: 1000,
          currency: 'EUR',
          reference: `WALK-${ids.order.slice(0, 8)}`,
        });
      }
    });
  },
};
