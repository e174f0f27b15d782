import type { ScopingState } from '@paydesk/contracts/support/support.schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../infra/db/database';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { demoUser, NORTHWIND } from '../../seed/demo-data';
import { openTestDatabase } from '../../test/test-database';
import { createTestVerifier, signAccessToken } from '../../test/test-tokens';
import { scopingEstimate } from './scoping-estimate';
import { tickets } from './support.table';
import { ticketRequest } from './support.test-support';

/**
 * Scoping (spec §7: POST starts an asynchronous job, GET scoping-status is polled): the in-process
 * worker completes jobs from the database, so a job left behind by a stopped server is finished by the
 * next one. Two apps share one database here, one after the other, as a restart would.
 */

let database: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await start();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function start(): Promise<FastifyInstance> {
  const config = { ...loadConfig({}), dataDir: 'memory://', seedDemo: false, logLevel: 'silent' };
  const built = await buildApp({ config, database, logger: false, verifier: createTestVerifier() });
  await built.ready();
  return built;
}

const PLATFORM = demoUser('platform.admin@paydesk.test');
async function asPlatform(target: FastifyInstance, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const token = await signAccessToken({ sub: PLATFORM.id, profile: 'Platform' });
  return target.inject({
    method,
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function newPlatformTicket(target: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const response = await asPlatform(
    target,
    'POST',
    `/api/support/${NORTHWIND.id}/ticket`,
    ticketRequest(overrides),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

const scopingUrl = (id: string) => `/api/support/${NORTHWIND.id}/ticket/${id}/scoping`;
const statusUrl = (id: string) => `/api/support/${NORTHWIND.id}/ticket/${id}/scoping-status`;

async function status(target: FastifyInstance, id: string): Promise<ScopingState> {
  const response = await asPlatform(target, 'GET', statusUrl(id));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function waitForCompletion(target: FastifyInstance, id: string): Promise<ScopingState> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const state = await status(target, id);
    if (state.scopingStatus !== 'InProgress' || Date.now() > deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the scoping estimate', () => {
  it('is made from category, priority, comments, references and attachments', () => {
    const base = {
      category: 'Integration',
      priority: 'High',
      comments: 4,
      references: 2,
      attachments: 0,
    } as const;
    expect(scopingEstimate(base)).toBe(
      'Estimated effort: 6 h (Integration, High priority, 4 comments, 2 references)',
    );
    expect(
      scopingEstimate({
        ...base,
        category: 'Clarification',
        priority: 'Low',
        comments: 1,
        references: 1,
        attachments: 3,
      }),
    ).toBe('Estimated effort: 4 h (Clarification, Low priority, 1 comment, 1 reference, 3 attachments)');
  });
});

describe('scoping jobs', () => {
  it('starts, refuses a second start while running, and completes with the estimate', async () => {
    const id = await newPlatformTicket(app, {
      ticketCategory: 'Integration',
      priority: 'High',
      references: [
        { key: 'Transaction', value: 'TX-1' },
        { key: 'Transaction', value: 'TX-2' },
        { key: 'createdOn', value: '/platform/support' },
      ],
    });
    for (const content of ['One', 'Two', 'Three']) {
      await asPlatform(app, 'POST', `/api/support/${NORTHWIND.id}/ticket/${id}/comment`, { content });
    }
    await asPlatform(app, 'POST', `/api/support/${NORTHWIND.id}/ticket/${id}/comment`, {
      content: 'Four',
      isInternal: true,
    });
    expect(await status(app, id)).toEqual({ scopingStatus: 'NotStarted', scopingResult: null });

    // Hold the worker so the job is certainly still running when the second start comes.
    await app.scopingWorker.stop();
    const started = await asPlatform(app, 'POST', scopingUrl(id));
    expect(started.json()).toEqual({ scopingStatus: 'InProgress', scopingResult: null });
    const again = await asPlatform(app, 'POST', scopingUrl(id));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'TICKET_SCOPING_RUNNING',
      message: 'Scoping is already in progress',
    });

    expect(await app.scopingWorker.runOnce()).toBe(1);
    expect(await status(app, id)).toEqual({
      scopingStatus: 'Completed',
      scopingResult: 'Estimated effort: 6 h (Integration, High priority, 4 comments, 2 references)',
    });
    // A finished job can be started again; the running worker picks it up on its own.
    app.scopingWorker.start();
    expect((await asPlatform(app, 'POST', scopingUrl(id))).statusCode).toBe(200);
    expect((await waitForCompletion(app, id)).scopingStatus).toBe('Completed');
  });

  it('finishes a job left in progress by a server that stopped, after the restart', async () => {
    await app.scopingWorker.stop();
    const id = await newPlatformTicket(app, { ticketCategory: 'Clarification', priority: 'Low' });
    expect((await asPlatform(app, 'POST', scopingUrl(id))).json().scopingStatus).toBe('InProgress');
    await app.close();
    const [row] = await withScope(database.db, SYSTEM_SCOPE, (tx) =>
      tx.select({ status: tickets.scopingStatus }).from(tickets).where(eq(tickets.id, id)),
    );
    expect(row?.status).toBe('InProgress');

    app = await start();
    expect(await waitForCompletion(app, id)).toEqual({
      scopingStatus: 'Completed',
      scopingResult: 'Estimated effort: 1 h (Clarification, Low priority, 0 comments, 0 references)',
    });
  });
});
