import type {
  BinData,
  DeallocateResult,
  RelationshipPage,
  TransactionRestriction,
} from '@paydesk/contracts/transactions/transaction-maintenance.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../../infra/tenancy/data-scope';
import { withScope } from '../../../infra/tenancy/with-scope';
import { DEMO_TRANSACTIONS } from '../../../seed/demo-transaction-ids';
import { seedDemoMaintenance } from '../../../seed/demo-transaction-maintenance';
import { DEMO_EMAILS, TEST_USERS } from '../../../test/fixtures';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { STAFF_ACTOR_LABEL } from '../merchant-visible-actor';
import { addTransaction, MERCHANTS, seaside } from '../reads/transaction-reads.test-support';
import { transactionMaintenanceAudit } from './transaction-maintenance.table';
import {
  addRelationship,
  addRestriction,
  type OwnedTransaction,
} from './transaction-maintenance.test-support';
import { BIN_DATA_MESSAGES } from './transaction-maintenance-bin-data.repository';
import { RELATIONSHIP_MESSAGES } from './transaction-maintenance-relationships.repository';
import { RESTRICTION_MESSAGES } from './transaction-maintenance-restrictions.repository';

/** Relationships and deallocate, reset-restriction and bin-data, in and out of scope. */

let t: TestApp;
const CRM = '/api/crm/transactions';
const MERCHANT = '/api/transactions';

async function call(email: string, method: 'GET' | 'PUT', url: string, body?: unknown) {
  return t.requestAs(email, {
    method,
    url,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
  });
}

/** A new transaction with one relationship (a transaction has one live allocation at a time). */
async function relationshipOn(
  label: string,
  overrides: Parameters<typeof addTransaction>[2],
  relationship: Parameters<typeof addRelationship>[2],
) {
  const transaction = (await addTransaction(t.database.db, label, overrides)) as OwnedTransaction;
  return { transaction, relationship: await addRelationship(t.database.db, transaction, relationship) };
}

async function auditOf(transactionId: string) {
  return withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select()
      .from(transactionMaintenanceAudit)
      .where(eq(transactionMaintenanceAudit.transactionId, transactionId)),
  );
}

let acmePayment: OwnedTransaction;
let harbourPayment: OwnedTransaction;
let seasidePayment: OwnedTransaction;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  acmePayment = (await addTransaction(db, 'MNacme')) as OwnedTransaction;
  harbourPayment = (await addTransaction(db, 'MNharbour', {
    merchantId: MERCHANTS.harbour,
  })) as OwnedTransaction;
  seasidePayment = (await addTransaction(db, 'MNseaside', seaside)) as OwnedTransaction;
});
afterAll(() => t.close());

describe('GET relationships', () => {
  it('lists the caller’s relationships newest first, filtered and paged, and nothing of another scope', async () => {
    const db = t.database.db;
    const older = await addRelationship(db, acmePayment, {
      externalOrganizationId: 'REL-LIST',
      createdAt: new Date('2021-01-01T10:00:00Z'),
    });
    const newer = await addRelationship(db, harbourPayment, {
      externalOrganizationId: 'REL-LIST',
      requestType: 'MerchantLink',
      createdAt: new Date('2021-01-02T10:00:00Z'),
    });
    await addRelationship(db, seasidePayment, { externalOrganizationId: 'REL-LIST' });

    const tenant = await call(
      DEMO_EMAILS.NORTHWIND_ADMIN,
      'GET',
      `${CRM}/relationships?externalOrganizationId=REL-LIST`,
    );
    expect(tenant.statusCode, tenant.body).toBe(200);
    const page = tenant.json() as RelationshipPage;
    expect(page.count).toBe(2);
    expect(page.data.map((r) => r.id)).toEqual([newer.id, older.id]);
    expect(page.data[1]).toMatchObject({
      transactionId: acmePayment.id,
      organizationId: MERCHANTS.acme,
      organizationName: 'Acme Retail Ltd',
      websiteName: 'Test shop',
      status: 'Allocated',
      amount: 10_000,
      currency: 'EUR',
    });

    const paged = (
      await call(
        DEMO_EMAILS.NORTHWIND_ADMIN,
        'GET',
        `${CRM}/relationships?externalOrganizationId=REL-LIST&pageSize=1&pageIndex=1`,
      )
    ).json() as RelationshipPage;
    expect(paged).toMatchObject({ count: 2, data: [{ id: older.id }] });

    const byType = (
      await call(
        DEMO_EMAILS.NORTHWIND_ADMIN,
        'GET',
        `${CRM}/relationships?externalOrganizationId=REL-LIST&requestType=MerchantLink`,
      )
    ).json() as RelationshipPage;
    expect(byType.data.map((r) => r.id)).toEqual([newer.id]);

    const merchant = (
      await call(DEMO_EMAILS.ACME, 'GET', `${MERCHANT}/relationships?externalOrganizationId=REL-LIST`)
    ).json() as RelationshipPage;
    expect(merchant.data.map((r) => r.id)).toEqual([older.id]);

    const other = (
      await call(DEMO_EMAILS.BLUE_HARBOR_ADMIN, 'GET', `${CRM}/relationships?transactionId=${acmePayment.id}`)
    ).json() as RelationshipPage;
    expect(other).toEqual({ count: 0, data: [] });
  });

  it('answers 400 with field messages for a bad filter', async () => {
    const response = await call(
      DEMO_EMAILS.NORTHWIND_ADMIN,
      'GET',
      `${CRM}/relationships?pageSize=0&requestType=Other`,
    );
    expect(response.statusCode).toBe(400);
    const fields = (response.json().error.details as { field: string }[]).map((d) => d.field).sort();
    expect(fields).toEqual(['querystring.pageSize', 'querystring.requestType']);
  });
});

describe('PUT relationships/deallocate', () => {
  it('frees the chosen relationships with an audit record, and refuses a second time with 409', async () => {
    const { transaction: freed0, relationship } = await relationshipOn(
      'MNfree',
      {},
      { externalOrganizationId: 'REL-FREE' },
    );
    const url = `${CRM}/relationships/deallocate`;
    const response = await call(DEMO_EMAILS.NORTHWIND_ADMIN, 'PUT', url, {
      relationshipIds: [relationship.id],
      reason: 'Allocated to the wrong organisation',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [freed] = (response.json() as DeallocateResult).deallocated;
    expect(freed).toMatchObject({
      id: relationship.id,
      status: 'Deallocated',
      deallocatedBy: DEMO_EMAILS.NORTHWIND_ADMIN,
      deallocationReason: 'Allocated to the wrong organisation',
    });
    const audit = (await auditOf(freed0.id)).filter((a) => a.action === 'deallocate');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorEmail: DEMO_EMAILS.NORTHWIND_ADMIN,
      before: { status: 'Allocated' },
      after: { status: 'Deallocated' },
    });

    const again = await call(DEMO_EMAILS.NORTHWIND_ADMIN, 'PUT', url, {
      relationshipIds: [relationship.id],
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'RELATIONSHIP_ALREADY_DEALLOCATED',
      message: RELATIONSHIP_MESSAGES.alreadyDeallocated,
    });
    expect((await auditOf(freed0.id)).filter((a) => a.action === 'deallocate')).toHaveLength(1);
  });

  it('is all or nothing: one already free refuses the whole call', async () => {
    const db = t.database.db;
    const { relationship: allocated, transaction } = await relationshipOn(
      'MNmix',
      { merchantId: MERCHANTS.harbour },
      { externalOrganizationId: 'REL-MIX-2' },
    );
    const free = await addRelationship(db, transaction, {
      externalOrganizationId: 'REL-MIX',
      status: 'Deallocated',
      deallocatedAt: new Date(),
    });
    const response = await call(DEMO_EMAILS.NORTHWIND_ADMIN, 'PUT', `${CRM}/relationships/deallocate`, {
      relationshipIds: [free.id, allocated.id],
      reason: 'Clean-up',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('RELATIONSHIP_ALREADY_DEALLOCATED');
    const list = (
      await call(DEMO_EMAILS.NORTHWIND_ADMIN, 'GET', `${CRM}/relationships?externalOrganizationId=REL-MIX-2`)
    ).json() as RelationshipPage;
    expect(list.data[0]?.status).toBe('Allocated');
  });

  it('frees every allocated relationship of a transaction, and 409 when none is left', async () => {
    const db = t.database.db;
    const own = (await addTransaction(db, 'MNbytx')) as OwnedTransaction;
    await addRelationship(db, own, { externalOrganizationId: 'REL-TX' });
    const url = `${MERCHANT}/relationships/deallocate`;
    const first = await call(DEMO_EMAILS.ACME, 'PUT', url, {
      transactionId: own.id,
      reason: 'Refunded in full',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as DeallocateResult).deallocated).toHaveLength(1);
    const second = await call(DEMO_EMAILS.ACME, 'PUT', url, { transactionId: own.id, reason: 'Again' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'NO_RELATIONSHIP_ALLOCATED',
      message: RELATIONSHIP_MESSAGES.noneAllocated,
    });
  });

  it('answers 404 for a relationship or transaction of another scope, and changes nothing', async () => {
    const { relationship: foreign } = await relationshipOn('MNforeign', seaside, {
      externalOrganizationId: 'REL-FOREIGN',
    });
    const byId = await call(DEMO_EMAILS.NORTHWIND_ADMIN, 'PUT', `${CRM}/relationships/deallocate`, {
      relationshipIds: [foreign.id],
      reason: 'x',
    });
    expect(byId.statusCode).toBe(404);
    const byTransaction = await call(DEMO_EMAILS.ACME, 'PUT', `${MERCHANT}/relationships/deallocate`, {
      transactionId: harbourPayment.id,
      reason: 'x',
    });
    expect(byTransaction.statusCode).toBe(404);
    const list = (
      await call(
        DEMO_EMAILS.BLUE_HARBOR_ADMIN,
        'GET',
        `${CRM}/relationships?externalOrganizationId=REL-FOREIGN`,
      )
    ).json() as RelationshipPage;
    expect(list.data[0]?.status).toBe('Allocated');
  });

  it('answers 400 when the body names neither ids nor a transaction, or lacks a reason', async () => {
    const response = await call(DEMO_EMAILS.NORTHWIND_ADMIN, 'PUT', `${CRM}/relationships/deallocate`, {
      reason: '',
    });
    expect(response.statusCode).toBe(400);
    const details = response.json().error.details as { field: string; message: string }[];
    expect(details).toEqual(
      expect.arrayContaining([
        { field: 'body.reason', message: 'A reason is required' },
        { field: 'body.relationshipIds', message: 'Give either relationshipIds or a transactionId' },
      ]),
    );
  });
});

describe('PUT {id}/reset-restriction', () => {
  it('resets the active restrictions with an audit record; a second reset is 409', async () => {
    const db = t.database.db;
    const restricted = (await addTransaction(db, 'MNrestrict')) as OwnedTransaction;
    await addRestriction(db, restricted);
    await addRestriction(db, restricted, { kind: 'BlockedCard', reason: 'Card on the blacklist' });
    const listed = (
      await call(DEMO_EMAILS.ACME, 'GET', `${MERCHANT}/${restricted.id}/restrictions`)
    ).json() as TransactionRestriction[];
    expect(listed.map((r) => r.status)).toEqual(['Active', 'Active']);

    const url = `${CRM}/${restricted.id}/reset-restriction?organizationId=${MERCHANTS.acme}`;
    const response = await call(DEMO_EMAILS.NORTHWIND_ADMIN, 'PUT', url);
    expect(response.statusCode, response.body).toBe(200);
    const reset = response.json() as TransactionRestriction[];
    expect(reset.map((r) => [r.kind, r.status, r.resetBy])).toEqual([
      ['Velocity', 'Reset', DEMO_EMAILS.NORTHWIND_ADMIN],
      ['BlockedCard', 'Reset', DEMO_EMAILS.NORTHWIND_ADMIN],
    ]);
    expect((await auditOf(restricted.id)).filter((a) => a.action === 'resetRestriction')).toHaveLength(2);

    const again = await call(DEMO_EMAILS.NORTHWIND_ADMIN, 'PUT', url);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'NO_ACTIVE_RESTRICTION',
      message: RESTRICTION_MESSAGES.none,
    });
  });

  it('answers 404 when the organisation or tenant is not the transaction’s, or the transaction is foreign', async () => {
    const db = t.database.db;
    const restricted = (await addTransaction(db, 'MNrestrict2')) as OwnedTransaction;
    await addRestriction(db, restricted);
    const wrongOrg = await call(
      DEMO_EMAILS.NORTHWIND_ADMIN,
      'PUT',
      `${CRM}/${restricted.id}/reset-restriction?organizationId=${MERCHANTS.harbour}`,
    );
    expect(wrongOrg.statusCode).toBe(404);
    const wrongTenant = await call(
      DEMO_EMAILS.PLATFORM,
      'PUT',
      `${CRM}/${restricted.id}/reset-restriction?organizationId=${MERCHANTS.acme}&tenantId=${seaside.tenantId}`,
    );
    expect(wrongTenant.statusCode).toBe(404);
    const foreign = await call(
      DEMO_EMAILS.BLUE_HARBOR_ADMIN,
      'PUT',
      `${CRM}/${restricted.id}/reset-restriction?organizationId=${MERCHANTS.acme}`,
    );
    expect(foreign.statusCode).toBe(404);
    const still = (
      await call(DEMO_EMAILS.NORTHWIND_ADMIN, 'GET', `${CRM}/${restricted.id}/restrictions`)
    ).json() as TransactionRestriction[];
    expect(still[0]?.status).toBe('Active');
  });

  it('is not offered to staff without the actions permission', async () => {
    const response = await call(
      DEMO_EMAILS.AGENT,
      'PUT',
      `${CRM}/${acmePayment.id}/reset-restriction?organizationId=${MERCHANTS.acme}`,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('bin-data/{id}', () => {
  it('answers the processor’s data until staff correct it, then the correction, audited', async () => {
    const db = t.database.db;
    const card = (await addTransaction(db, 'MNbin', { issuerCountry: 'GB' })) as OwnedTransaction;
    const before = (await call(DEMO_EMAILS.ACME, 'GET', `${MERCHANT}/bin-data/${card.id}`)).json() as BinData;
    expect(before).toMatchObject({
      bin: '411111',
      brand: 'Visa',
      country: 'GB',
      issuer: null,
      source: 'Processor',
    });

    const correction = {
      brand: 'Visa',
      issuer: 'Northwind Bank',
      country: 'IE',
      cardType: 'Debit',
      cardLevel: 'Gold',
    };
    const response = await call(DEMO_EMAILS.NORTHWIND_ADMIN, 'PUT', `${CRM}/bin-data/${card.id}`, correction);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      ...correction,
      bin: '411111',
      source: 'Corrected',
      updatedBy: DEMO_EMAILS.NORTHWIND_ADMIN,
    });

    const after = (await call(DEMO_EMAILS.ACME, 'GET', `${MERCHANT}/bin-data/${card.id}`)).json() as BinData;
    expect(after).toMatchObject({ issuer: 'Northwind Bank', country: 'IE', source: 'Corrected' });
    const [audit] = (await auditOf(card.id)).filter((a) => a.action === 'binData');
    expect(audit).toMatchObject({
      before: { source: 'Processor', country: 'GB' },
      after: { source: 'Corrected', country: 'IE' },
    });
  });

  it('validates the correction (400 on fields), and never takes digits from the caller', async () => {
    const response = await call(DEMO_EMAILS.NORTHWIND_ADMIN, 'PUT', `${CRM}/bin-data/${acmePayment.id}`, {
      brand: '',
      issuer: 'Bank',
      country: 'ire',
      cardType: 'Gift',
      cardLevel: 'Gold',
      bin: '555555',
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().error.details as { field: string }[]).map((d) => d.field).sort();
    expect(fields).toEqual(['body.brand', 'body.cardType', 'body.country']);
  });

  it('answers every bad field with a human message, never the raw schema text', async () => {
    const response = await call(DEMO_EMAILS.NORTHWIND_ADMIN, 'PUT', `${CRM}/bin-data/${acmePayment.id}`, {
      brand: 'V'.repeat(41),
      country: 'ire',
      cardType: 'Gift',
      cardLevel: 'Diamond',
    });
    expect(response.statusCode).toBe(400);
    const details = response.json().error.details as { field: string; message: string }[];
    expect(details.sort((a, b) => a.field.localeCompare(b.field))).toEqual([
      { field: 'body.brand', message: 'The brand has at most 40 characters' },
      { field: 'body.cardLevel', message: 'Choose a card level from the list, or leave it empty' },
      { field: 'body.cardType', message: 'Choose the card type' },
      { field: 'body.country', message: 'A two-letter ISO 3166 country code' },
      { field: 'body.issuer', message: 'The issuer is required' },
    ]);
  });

  it('takes a correction without a card level (the processor often sends none)', async () => {
    const card = (await addTransaction(t.database.db, 'MNnolevel')) as OwnedTransaction;
    const body = { brand: 'Visa', issuer: 'Northwind Bank', country: 'GB', cardType: 'Credit' };
    const saved = await call(DEMO_EMAILS.NORTHWIND_ADMIN, 'PUT', `${CRM}/bin-data/${card.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...body, cardLevel: null, source: 'Corrected' });
    const cleared = await call(DEMO_EMAILS.NORTHWIND_ADMIN, 'PUT', `${CRM}/bin-data/${card.id}`, {
      ...body,
      cardLevel: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const read = (await call(DEMO_EMAILS.ACME, 'GET', `${MERCHANT}/bin-data/${card.id}`)).json() as BinData;
    expect(read).toMatchObject({ issuer: 'Northwind Bank', cardLevel: null, source: 'Corrected' });
  });

  it('answers 409 for a transaction without a card, 404 for a foreign one, 403 for a merchant', async () => {
    const db = t.database.db;
    const noCard = (await addTransaction(db, 'MNnocard', {
      cardBin: null,
      cardLast4: null,
      cardMasked: null,
    })) as OwnedTransaction;
    const body = { brand: 'Visa', issuer: 'Bank', country: 'GB', cardType: 'Credit', cardLevel: 'Classic' };
    const conflict = await call(DEMO_EMAILS.NORTHWIND_ADMIN, 'PUT', `${CRM}/bin-data/${noCard.id}`, body);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error).toMatchObject({
      code: 'BIN_DATA_NO_CARD',
      message: BIN_DATA_MESSAGES.noCard,
    });
    expect(
      (await call(DEMO_EMAILS.BLUE_HARBOR_ADMIN, 'PUT', `${CRM}/bin-data/${acmePayment.id}`, body))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(DEMO_EMAILS.BLUE_HARBOR_ADMIN, 'GET', `${CRM}/bin-data/${acmePayment.id}`)).statusCode,
    ).toBe(404);
    expect((await call(DEMO_EMAILS.ACME, 'PUT', `${CRM}/bin-data/${acmePayment.id}`, body)).statusCode).toBe(
      403,
    );
  });
});

describe('who acted, as a merchant sees it', () => {
  it('shows staff as "Staff", never their e-mail, and keeps the reason and the merchant’s own users', async () => {
    const db = t.database.db;
    const { transaction, relationship } = await relationshipOn(
      'MNwho',
      {},
      { externalOrganizationId: 'REL-WHO' },
    );
    const reason = 'Allocated to the wrong organisation';
    const freed = await call(DEMO_EMAILS.NORTHWIND_ADMIN, 'PUT', `${CRM}/relationships/deallocate`, {
      relationshipIds: [relationship.id],
      reason,
    });
    expect(freed.statusCode, freed.body).toBe(200);
    const byMerchant = await addRelationship(db, transaction, {
      externalOrganizationId: 'REL-WHO-OWN',
      allocatedBy: DEMO_EMAILS.ACME,
    });
    const mine = await call(DEMO_EMAILS.ACME, 'PUT', `${MERCHANT}/relationships/deallocate`, {
      relationshipIds: [byMerchant.id],
      reason: 'Ours to free',
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json() as DeallocateResult).deallocated[0]).toMatchObject({
      allocatedBy: DEMO_EMAILS.ACME,
      deallocatedBy: DEMO_EMAILS.ACME,
    });

    const seen = async (email: string, base: string) =>
      (
        (
          await call(email, 'GET', `${base}/relationships?transactionId=${transaction.id}`)
        ).json() as RelationshipPage
      ).data
        .map((x) => [x.externalOrganizationId, x.allocatedBy, x.deallocatedBy, x.deallocationReason])
        .sort();
    expect(await seen(DEMO_EMAILS.ACME, MERCHANT)).toEqual([
      ['REL-WHO', STAFF_ACTOR_LABEL, STAFF_ACTOR_LABEL, reason],
      ['REL-WHO-OWN', DEMO_EMAILS.ACME, DEMO_EMAILS.ACME, 'Ours to free'],
    ]);
    expect(STAFF_ACTOR_LABEL).toBe('Staff');
    expect(await seen(DEMO_EMAILS.NORTHWIND_ADMIN, CRM)).toEqual([
      ['REL-WHO', 'ops@northwind.test', DEMO_EMAILS.NORTHWIND_ADMIN, reason],
      ['REL-WHO-OWN', DEMO_EMAILS.ACME, DEMO_EMAILS.ACME, 'Ours to free'],
    ]);
  });

  it('shows a staff reset of a restriction and a staff BIN correction as "Staff" to the merchant', async () => {
    const db = t.database.db;
    const own = (await addTransaction(db, 'MNwho2')) as OwnedTransaction;
    await addRestriction(db, own);
    const url = `${CRM}/${own.id}/reset-restriction?organizationId=${MERCHANTS.acme}`;
    expect((await call(DEMO_EMAILS.NORTHWIND_ADMIN, 'PUT', url)).statusCode).toBe(200);
    const body = { brand: 'Visa', issuer: 'Bank', country: 'GB', cardType: 'Credit' };
    expect(
      (await call(DEMO_EMAILS.NORTHWIND_ADMIN, 'PUT', `${CRM}/bin-data/${own.id}`, body)).statusCode,
    ).toBe(200);

    const restrictions = (await call(DEMO_EMAILS.ACME, 'GET', `${MERCHANT}/${own.id}/restrictions`)).json();
    expect((restrictions as TransactionRestriction[]).map((x) => x.resetBy)).toEqual([STAFF_ACTOR_LABEL]);
    const bin = (await call(DEMO_EMAILS.ACME, 'GET', `${MERCHANT}/bin-data/${own.id}`)).json() as BinData;
    expect(bin.updatedBy).toBe(STAFF_ACTOR_LABEL);
    const staffBin = (await call(DEMO_EMAILS.NORTHWIND_ADMIN, 'GET', `${CRM}/bin-data/${own.id}`)).json();
    expect((staffBin as BinData).updatedBy).toBe(DEMO_EMAILS.NORTHWIND_ADMIN);
  });
});

describe('payment-channels', () => {
  it('lists the caller’s channels paged, filtered, within its scope and limits', async () => {
    const tenant = await call(DEMO_EMAILS.NORTHWIND_ADMIN, 'GET', '/api/crm/payment-channels?pageSize=100');
    expect(tenant.statusCode, tenant.body).toBe(200);
    const all = tenant.json() as {
      count: number;
      data: { organizationId: string; paymentMethod: string; serviceProvider: string }[];
    };
    expect(all.count).toBeGreaterThan(0);
    expect(all.data.every((c) => c.organizationId !== MERCHANTS.seaside)).toBe(true);

    const acme = (
      await call(DEMO_EMAILS.ACME, 'GET', '/api/payment-channels?pageSize=100')
    ).json() as typeof all;
    expect(acme.count).toBeGreaterThan(0);
    expect(acme.data.every((c) => c.organizationId === MERCHANTS.acme)).toBe(true);

    const filtered = (
      await call(
        DEMO_EMAILS.NORTHWIND_ADMIN,
        'GET',
        `/api/crm/payment-channels?organizationId=${MERCHANTS.acme}&pageSize=1`,
      )
    ).json() as typeof all;
    expect(filtered.count).toBe(acme.count);
    expect(filtered.data).toHaveLength(1);

    const limited = (
      await call(TEST_USERS.limited, 'GET', '/api/crm/payment-channels?pageSize=100')
    ).json() as typeof all;
    expect(limited).toEqual({ count: 0, data: [] });
  });
});

describe('the demo data', () => {
  it('allocates the captured Acme payment and restricts the pending one, once', async () => {
    await seedDemoMaintenance(t.database.db);
    await seedDemoMaintenance(t.database.db);
    const page = (
      await call(
        DEMO_EMAILS.ACME,
        'GET',
        `${MERCHANT}/relationships?transactionId=${DEMO_TRANSACTIONS.acmeCaptured.id}`,
      )
    ).json() as RelationshipPage;
    expect(page.data.map((r) => [r.externalOrganizationId, r.status])).toEqual([
      ['ACME-ERP-0042', 'Allocated'],
    ]);
    const restrictions = (
      await call(
        DEMO_EMAILS.NORTHWIND_ADMIN,
        'GET',
        `${CRM}/${DEMO_TRANSACTIONS.acmePending.id}/restrictions`,
      )
    ).json() as TransactionRestriction[];
    expect(restrictions.map((r) => r.status)).toEqual(['Active']);
    const webhooks = await call(
      DEMO_EMAILS.ACME,
      'GET',
      `${MERCHANT}/wh/${DEMO_TRANSACTIONS.acmeCaptured.id}`,
    );
    expect(webhooks.json()).toMatchObject({
      webhookStatus: 'Configured',
      endpointUrl: 'https://hooks.acme.example.test/paydesk',
    });
  });
});
