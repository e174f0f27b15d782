import { defineEndpoint } from '@paydesk/contracts/http/endpoint';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerFamily } from './register-family';

/**
 * Twins as the contracts declare them: the same calls on two bases, the merchant twin with an
 * extra customerId path parameter. Public, so the test needs no tokens.
 */
const Item = z.object({ id: z.string(), via: z.string() });
function twin<P extends z.ZodType>(family: 'crm' | 'merchant', base: string, params: P) {
  return {
    get: defineEndpoint({
      id: `familyTest.${family}.get`,
      method: 'GET',
      path: `${base}/{id}`,
      summary: 'One item',
      audiences: ['tenant', 'customer'],
      public: true,
      params,
      response: Item,
    }),
    rename: defineEndpoint({
      id: `familyTest.${family}.rename`,
      method: 'POST',
      path: `${base}/{id}/rename`,
      summary: 'Renames an item',
      audiences: ['tenant', 'customer'],
      public: true,
      params,
      body: z.object({ name: z.string().min(1) }),
      response: Item,
    }),
  };
}
const crmItems = twin('crm', 'api/crm/family-test', z.object({ id: z.string() }));
const merchantItems = twin(
  'merchant',
  'api/family-test/{customerId}',
  z.object({ customerId: z.string(), id: z.string() }),
);

const app = Fastify({ logger: false });
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerFamily(app, [crmItems, merchantItems], {
    get: ({ params, request }) => ({ id: params.id, via: request.url }),
    rename: ({ params, body }) => ({ id: params.id, via: body.name }),
  });
  await app.ready();
});
afterAll(() => app.close());

describe('registerFamily', () => {
  it('serves one handler on every twin', async () => {
    const crm = await app.inject({ url: '/api/crm/family-test/7' });
    const merchant = await app.inject({ url: '/api/family-test/c1/7' });
    expect(crm.json()).toEqual({ id: '7', via: '/api/crm/family-test/7' });
    expect(merchant.json()).toEqual({ id: '7', via: '/api/family-test/c1/7' });
  });

  it("validates with each twin's own declaration", async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/api/family-test/c1/7/rename',
      payload: { name: 'new' },
    });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/crm/family-test/7/rename',
      payload: { name: '' },
    });
    expect(ok.json()).toEqual({ id: '7', via: 'new' });
    expect(bad.statusCode).toBe(400);
  });

  it('types each handler against what the twins share (checked by tsc)', () => {
    const typeOnly = () => {
      registerFamily(app, [crmItems, merchantItems], {
        // @ts-expect-error customerId is the merchant twin's alone
        get: ({ params }) => ({ id: params.customerId, via: '' }),
        rename: ({ params }) => ({ id: params.id, via: '' }),
      });
      // @ts-expect-error every shared call needs its handler
      registerFamily(app, [crmItems, merchantItems], { get: ({ params }) => ({ id: params.id, via: '' }) });
    };
    expect(typeof typeOnly).toBe('function');
  });
});
