import { apmTransactions } from '@paydesk/contracts/apm-transactions/apm-transactions.endpoints';
import type { Database } from '../../infra/db/database';
import { BLUE_HARBOR, demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { demoId } from '../../seed/demo-ids';
import type { ModuleWalk } from '../../test/endpoint-walk';
import { insertTestTransaction } from '../transactions/transactions.test-support';

/**
 * The endpoint walk's data for the APM lookup: one iDEAL transaction of Acme (Northwind) and one
 * SEPA direct debit of Seaside Travel (Blue Harbor). A caller's foreign id is the other tenant's.
 */
const WALK_APM = {
  northwind: demoId('walk:apm-transactions:northwind'),
  blueHarbor: demoId('walk:apm-transactions:blueharbor'),
} as const;
const NO_CARD = { cardBin: null, cardLast4: null, cardMasked: null, cardBrand: null } as const;

export const APM_TRANSACTIONS_WALK: ModuleWalk = {
  foreignIds: {
    [`${apmTransactions.get.id}.id`]: {
      kind: 'tenant-owned',
      foreignId: (caller) => (caller.tenantId === BLUE_HARBOR.id ? WALK_APM.northwind : WALK_APM.blueHarbor),
    },
  },
  examples: {
    [apmTransactions.list.id]: { query: { PageSize: '20' } },
    [apmTransactions.searchKey.id]: { query: { SearchParam: 'ExternalId', SearchKey: 'WALK-APM-northwind' } },
    [apmTransactions.csv.id]: { query: { timezoneOffset: '0' } },
    [apmTransactions.get.id]: { params: { id: WALK_APM.northwind } },
  },
  addData: async (db: Database) => {
    await insertTestTransaction(db, {
      ...NO_CARD,
      id: WALK_APM.northwind,
      tenantId: NORTHWIND.id,
      merchantId: demoMerchant('acme').id,
      externalId: 'WALK-APM-northwind',
      paymentMethod: 'ideal',
      serviceProvider: 'silverpine-open-banking',
    });
    await insertTestTransaction(db, {
      ...NO_CARD,
      id: WALK_APM.blueHarbor,
      tenantId: BLUE_HARBOR.id,
      merchantId: demoMerchant('seaside-travel').id,
      externalId: 'WALK-APM-blueharbor',
      paymentMethod: 'sepa-dd',
      serviceProvider: 'silverpine-open-banking',
    });
  },
};
