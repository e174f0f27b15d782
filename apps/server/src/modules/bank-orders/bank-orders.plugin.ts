import multipart from '@fastify/multipart';
import { BANK_ORDER_LIMITS } from '@paydesk/contracts/bank-orders/bank-order.model';
import { bankOrders } from '@paydesk/contracts/bank-orders/bank-orders.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../infra/errors/app-error';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { withRequestScope } from '../../infra/tenancy/request-scope';
import { checkOrderFile, rowMessage } from './bank-order-rows';
import { readBankOrderUpload } from './bank-order-upload';
import {
  getPayment,
  insertOrder,
  knownCurrencies,
  listItems,
  listOrders,
  requireOrder,
} from './bank-orders.repository';

/** Said when two uploads of the same references race and the later one loses. */
export const REFERENCES_TAKEN =
  'Some references of this file were uploaded at the same moment by another upload: reload the orders';

/**
 * Bank-order uploads (api/crm/tenpaybankorders) and their payments (/banking/{orderId}/payments/{itemId});
 * docs/apm-and-bank-orders.md.
 */
export const bankOrdersModule: FastifyPluginAsync = async (app) => {
  // The multipart parser only for the upload; everywhere else multipart stays a 415.
  await app.register(async (uploads) => {
    // An oversize file is truncated and reported by the reader (a 400 naming csvFile), not thrown.
    await uploads.register(multipart, { throwFileSizeLimit: false });
    registerEndpoint(uploads, bankOrders.upload, async ({ request, actor }) => {
      const upload = await readBankOrderUpload(request);
      const tenantId = actor.tenantId;
      if (!tenantId) throw AppError.forbidden();
      try {
        return await withRequestScope(request, async (tx, scope) => {
          const check = checkOrderFile(upload.text, await knownCurrencies(tx));
          if (!check.ok) {
            const shown = check.errors.slice(0, BANK_ORDER_LIMITS.maxReportedErrors);
            const hidden = check.errors.length - shown.length;
            const details = shown.map((e) => ({ field: 'csvFile', message: rowMessage(e) }));
            if (hidden > 0) details.push({ field: 'csvFile', message: `… and ${hidden} more problems` });
            throw new AppError('VALIDATION_FAILED', 'The file has errors: nothing was uploaded', details);
          }
          const id = await insertOrder(tx, {
            tenantId,
            bankName: upload.bankName,
            accountNumber: upload.accountNumber,
            fileName: upload.fileName,
            sha256: upload.sha256,
            uploadedByUserId: actor.userId,
            uploadedByEmail: actor.email,
            rows: check.rows,
          });
          return requireOrder(tx, scope, id);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.refused('BANK_ORDER_REFERENCES_TAKEN', REFERENCES_TAKEN);
        throw error;
      }
    });
  });

  registerEndpoint(app, bankOrders.list, ({ request, query }) =>
    withRequestScope(request, (tx, scope) => listOrders(tx, scope, query)),
  );
  registerEndpoint(app, bankOrders.items, ({ request, params, query }) =>
    withRequestScope(request, (tx, scope) => listItems(tx, scope, params.id, query)),
  );
  registerEndpoint(app, bankOrders.payment, ({ request, params }) =>
    withRequestScope(request, (tx, scope) => getPayment(tx, scope, params.orderId, params.itemId)),
  );
};

/** PostgreSQL's unique_violation, however deep the driver wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e instanceof Object; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
