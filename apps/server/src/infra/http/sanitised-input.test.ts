import { sanitisedText } from '@paydesk/contracts/validation/sanitised-text';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installErrorHandler } from './error-handler';

// Spec §5 / issue 3: "The same sanitiser is applied by the server to free-text input." A body schema
// built with `sanitisedText` is validated by the zod validator compiler that app.ts installs, so the
// handler receives the sanitised values.
const TicketBody = z.object({
  subject: sanitisedText('text', { min: 1, max: 100 }),
  description: sanitisedText('text'),
  contactEmail: sanitisedText('email'),
  phone: sanitisedText('tel').optional(),
  website: sanitisedText('url').optional(),
  password: sanitisedText('password').optional(),
});

describe('sanitised free-text input on a Fastify route', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    // The same compilers and error handler as buildApp (app.ts).
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandler(app);
    app
      .withTypeProvider<ZodTypeProvider>()
      .post('/echo', { schema: { body: TicketBody } }, (request) => request.body);
    await app.ready();
  });

  afterAll(() => app.close());

  it('hands the handler the sanitised values', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: {
        subject: '  Refund <script>steal()</script>for Zoë Şahin; DROP TABLE tickets --  ',
        description: 'Line 1\r\n<img src=x onerror=alert(1)>Line 2 | 50% *done*',
        contactEmail: ' Zoe.Sahin @Example.COM ',
        phone: '+90 (212) 555-0100 ext. 7',
        website: 'javascript:alert(document.cookie)',
        password: ' pa;ss|word* ',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      // The stacked statement and the comment marker go; the name and the punctuation stay.
      subject: 'Refund for Zoë Şahin TABLE tickets',
      description: 'Line 1\n<img src=x >Line 2 | 50% *done*',
      contactEmail: 'zoe.sahin@example.com',
      phone: '+90 (212) 555-0100', // "ext. " removed, then cut to the tel maximum of 20
      website: '',
      password: ' pa;ss|word* ',
    });
  });

  it('cuts to the type maximum (spec §5: text 1000, email 254)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { subject: 'Hi', description: 'd'.repeat(1500), contactEmail: `${'e'.repeat(300)}@x.com` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().description).toHaveLength(1000);
    expect(response.json().contactEmail).toHaveLength(254);
  });

  it('checks lengths after sanitising: a subject of nothing but markup is refused', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { subject: ' <script>x</script> <SCRIPT>y</SCRIPT> ', description: '', contactEmail: 'a@b.c' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ field: 'body.subject' }] },
    });
  });
});
