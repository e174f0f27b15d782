import { getMailOutbox } from '@paydesk/contracts/support/support-options.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import nodemailer from 'nodemailer';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { withRequestScope } from '../../infra/tenancy/request-scope';
import { setMailDelivery } from './mail-delivery';
import { createMailDispatcher } from './mail-dispatcher';
import { listOutbox } from './mail-outbox.repository';

/**
 * Mail: the platform's view of the outbox and, when SMTP_URL is set, the dispatcher that delivers
 * queued mail about once a second. Without SMTP_URL mail is stored as Kept and nothing runs.
 */
export const mailModule: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, getMailOutbox, ({ request, query }) =>
    withRequestScope(request, (tx, scope) => listOutbox(tx, scope, query)),
  );

  const { smtpUrl, mailFrom } = app.config;
  if (!smtpUrl) {
    setMailDelivery('keep');
    return;
  }
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A dead server must fail an attempt in seconds, well inside the claim lease.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const dispatcher = createMailDispatcher({
    db: app.database.db,
    transport,
    mailFrom,
    onError: (error) => app.log.error({ err: error }, 'mail dispatch round failed'),
  });
  setMailDelivery('smtp');
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', async () => {
    await dispatcher.stop();
    transport.close();
    setMailDelivery('keep');
  });
};
