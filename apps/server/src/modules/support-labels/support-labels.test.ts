import { DEFAULT_LABELS, LABEL_FIELD_MESSAGE } from '@paydesk/contracts/support/support.model';
import { Label } from '@paydesk/contracts/support/support.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationOf } from '../../infra/auth/organisation';
import { scopeForActor } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { DEMO_EMAILS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { findOwnLabel } from './support-labels.repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { NORTHWIND_ADMIN, AGENT, BLUE_HARBOR_ADMIN, ACME, SANDBOX, PLATFORM } = DEMO_EMAILS;

async function list(email: string): Promise<Label[]> {
  const response = await t.requestAs(email, { url: '/api/support/labels' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const create = (email: string, payload: object) =>
  t.requestAs(email, { method: 'POST', url: '/api/support/label', payload });

async function created(email: string, value: string): Promise<Label> {
  const response = await create(email, { value, description: `About ${value}`, color: '#123456' });
  expect(response.statusCode, response.body).toBe(200);
  return Label.parse(response.json());
}

const names = (labels: Label[]) => labels.map((l) => l.value);

describe('GET /support/labels', () => {
  it('creates the three defaults once, even for five simultaneous first calls', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => list(NORTHWIND_ADMIN)));
    for (const labels of answers) {
      expect(
        labels.map(({ value, description, color, isDefault, sortOrder }) => ({
          value,
          description,
          color,
          isDefault,
          sortOrder,
        })),
      ).toEqual(DEFAULT_LABELS.map((d, i) => ({ ...d, isDefault: true, sortOrder: i })));
    }
    expect(await list(NORTHWIND_ADMIN)).toHaveLength(3);
    // The organisation's labels, not the user's: another Northwind user sees the same ones.
    expect((await list(AGENT)).map((l) => l.labelId)).toEqual(answers[0]?.map((l) => l.labelId));
  });

  it('gives every organisation its own labels', async () => {
    const ids = new Set<string>();
    for (const email of [BLUE_HARBOR_ADMIN, ACME, SANDBOX, PLATFORM]) {
      const labels = await list(email);
      expect(names(labels), email).toEqual(['Pending', 'Done', 'In progress']);
      for (const label of labels) ids.add(label.labelId);
    }
    expect(ids.size).toBe(12);
  });

  it("keeps the platform's labels when platform staff act for a tenant (tenantId header)", async () => {
    const own = await list(PLATFORM);
    const response = await t.requestAs(PLATFORM, {
      url: '/api/support/labels',
      headers: { tenantId: '6b0c3c0e-4f39-5a8b-9c1d-2e3f4a5b6c7d' },
    });
    expect(response.json().map((l: Label) => l.labelId)).toEqual(own.map((l) => l.labelId));
  });
});

describe('POST /support/label', () => {
  it('appends a label at the end', async () => {
    const label = await created(ACME, 'Waiting on bank');
    expect(label).toMatchObject({
      value: 'Waiting on bank',
      description: 'About Waiting on bank',
      isDefault: false,
      sortOrder: 3,
    });
    expect(names(await list(ACME))).toEqual(['Pending', 'Done', 'In progress', 'Waiting on bank']);
    const second = await created(ACME, 'Escalated');
    expect(second.sortOrder).toBe(4);
  });

  it('refuses a name the organisation already has, in any case (409)', async () => {
    await created(SANDBOX, 'Urgent');
    const response = await create(SANDBOX, { value: 'uRGENT', color: '#000000' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'LABEL_NAME_TAKEN',
      message: 'A label with this name already exists',
    });
    // Another organisation may use the name.
    await created(ACME, 'Urgent');
  });

  it.each([
    ['value', { value: '', color: '#000000' }],
    ['value', { value: 'Fix-me!', color: '#000000' }],
    ['description', { value: 'Ok', description: 'not <ok>', color: '#000000' }],
    ['color', { value: 'Ok', color: 'red' }],
    ['color', { value: 'Ok' }],
    ['value', { color: '#000000' }],
    ['description', { value: 'Ok', description: 42, color: '#000000' }],
  ])('refuses a bad %s with the spec message', async (field, payload) => {
    const response = await create(ACME, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual({
      field: `body.${field}`,
      message: LABEL_FIELD_MESSAGE,
    });
  });

  it.each(['pending', 'In Progress', ' DONE '])('refuses the default name %s', async (value) => {
    const response = await create(ACME, { value, color: '#000000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual({
      field: 'body.value',
      message: LABEL_FIELD_MESSAGE,
    });
  });

  it('stores an empty description as none', async () => {
    const response = await create(BLUE_HARBOR_ADMIN, {
      value: 'No description',
      description: '  ',
      color: '#abcdef',
    });
    expect(response.json().description).toBeNull();
  });
});

describe('GET, PUT and DELETE /support/label/{id}', () => {
  it('reads, edits and deletes an own label', async () => {
    const label = await created(NORTHWIND_ADMIN, 'Chargeback');
    const read = await t.requestAs(AGENT, { url: `/api/support/label/${label.labelId}` });
    expect(read.json()).toEqual(label);
    const updated = await t.requestAs(NORTHWIND_ADMIN, {
      method: 'PUT',
      url: `/api/support/label/${label.labelId}`,
      payload: { value: 'Chargebacks', description: null, color: '#FF0000' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({ ...label, value: 'Chargebacks', description: null, color: '#FF0000' });
    const deleted = await t.requestAs(NORTHWIND_ADMIN, {
      method: 'DELETE',
      url: `/api/support/label/${label.labelId}`,
    });
    expect(deleted.json()).toEqual({ deleted: true });
    expect(names(await list(NORTHWIND_ADMIN))).not.toContain('Chargebacks');
  });

  it('renaming to another label of the organisation is a 409; keeping its own name is not', async () => {
    const a = await created(NORTHWIND_ADMIN, 'Alpha');
    await created(NORTHWIND_ADMIN, 'Beta');
    const put = (value: string) =>
      t.requestAs(NORTHWIND_ADMIN, {
        method: 'PUT',
        url: `/api/support/label/${a.labelId}`,
        payload: { value, color: '#000000' },
      });
    const taken = await put('BETA');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('LABEL_NAME_TAKEN');
    expect((await put('ALPHA')).statusCode).toBe(200);
  });

  it('a default label cannot be edited or deleted (409)', async () => {
    const [pending] = await list(NORTHWIND_ADMIN);
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await t.requestAs(NORTHWIND_ADMIN, {
        method,
        url: `/api/support/label/${pending?.labelId}`,
        ...(method === 'PUT' && { payload: { value: 'Waiting', color: '#000000' } }),
      });
      expect(response.statusCode, method).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'DEFAULT_LABEL_LOCKED',
        message: 'Default labels cannot be changed',
      });
    }
  });

  it("another organisation's label is a 404: another tenant, the tenant's merchant, a tenant's label for its merchant", async () => {
    const northwindLabel = await created(NORTHWIND_ADMIN, 'Ours');
    const acmeLabel = await created(ACME, 'Acme only');
    const cases: [string, string][] = [
      [BLUE_HARBOR_ADMIN, northwindLabel.labelId],
      [ACME, northwindLabel.labelId],
      [SANDBOX, acmeLabel.labelId],
      [NORTHWIND_ADMIN, acmeLabel.labelId],
      [PLATFORM, northwindLabel.labelId],
    ];
    for (const [email, id] of cases) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await t.requestAs(email, {
          method,
          url: `/api/support/label/${id}`,
          ...(method === 'PUT' && { payload: { value: 'Taken over', color: '#000000' } }),
        });
        expect(response.statusCode, `${email} ${method}`).toBe(404);
        expect(response.json().error.message).toBe('Label not found');
      }
    }
    expect((await t.requestAs(ACME, { url: `/api/support/label/${acmeLabel.labelId}` })).json().value).toBe(
      'Acme only',
    );
  });
});

describe('POST /support/labels/rearrange', () => {
  const rearrange = (email: string, newLabelIdsList: string[]) =>
    t.requestAs(email, {
      method: 'POST',
      url: '/api/support/labels/rearrange',
      payload: { newLabelIdsList },
    });

  it('saves a new order of all the labels', async () => {
    await created(BLUE_HARBOR_ADMIN, 'Sixth');
    const labels = await list(BLUE_HARBOR_ADMIN);
    const reversed = labels.map((l) => l.labelId).reverse();
    const response = await rearrange(BLUE_HARBOR_ADMIN, reversed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().map((l: Label) => l.labelId)).toEqual(reversed);
    expect(response.json().map((l: Label) => l.sortOrder)).toEqual(reversed.map((_, i) => i));
    expect((await list(BLUE_HARBOR_ADMIN)).map((l) => l.labelId)).toEqual(reversed);
  });

  it('refuses a list that is not a permutation of the organisation labels (400 on newLabelIdsList)', async () => {
    const ids = (await list(SANDBOX)).map((l) => l.labelId);
    const foreign = (await list(ACME))[0]?.labelId ?? '';
    const [first = '', ...rest] = ids;
    for (const bad of [rest, [...ids, first], [first, first, ...rest.slice(1)], [foreign, ...rest]]) {
      const response = await rearrange(SANDBOX, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([
        { field: 'body.newLabelIdsList', message: 'List each of your labels exactly once' },
      ]);
    }
    expect((await list(SANDBOX)).map((l) => l.labelId)).toEqual(ids);
  });
});

describe('findOwnLabel (for the tickets module)', () => {
  it("finds the organisation's own label only", async () => {
    const acmeLabel = await created(ACME, 'Found');
    const find = async (email: string) => {
      const actor = await t.app.auth.actors.resolve(
        await t.app.auth.verifier.verify(await t.tokenFor(email)),
        undefined,
      );
      if (!actor) throw new Error(email);
      return withScope(t.database.db, scopeForActor(actor), (tx) =>
        findOwnLabel(tx, organisationOf(actor), acmeLabel.labelId),
      );
    };
    expect(await find(ACME)).toEqual(acmeLabel);
    expect(await find(SANDBOX)).toBeNull();
    expect(await find(NORTHWIND_ADMIN)).toBeNull();
  });
});
