import {
  addDocument,
  getDocumentTypes,
  getMyOnboarding,
  getPrecheckForm,
  listMyDocuments,
  removeDocument,
  savePrecheckForm,
  submitPrecheckForm,
} from '@paydesk/contracts/onboarding/onboarding.endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { listDocuments, listDocumentTypes, toDocumentType } from './documents.repository';
import { addOwnDocument, removeOwnDocument } from './documents.service';
import { inScope, ownMerchant } from './onboarding-access';
import { onboardingCase } from './onboarding-case';
import { getOwnPrecheck, writeOwnPrecheck } from './precheck.service';

/** The merchant's side of onboarding: calls on the caller's own merchant (docs/onboarding.md). */
export function registerMerchantSideCalls(app: FastifyInstance): void {
  registerEndpoint(app, getMyOnboarding, ({ request }) =>
    inScope(request, async (context) => onboardingCase(context, await ownMerchant(context))),
  );

  registerEndpoint(app, getPrecheckForm, ({ request }) => inScope(request, getOwnPrecheck));

  registerEndpoint(app, savePrecheckForm, ({ request, body }) =>
    inScope(request, (context) => writeOwnPrecheck(context, body, { submit: false })),
  );

  registerEndpoint(app, submitPrecheckForm, ({ request, body }) =>
    inScope(request, (context) => writeOwnPrecheck(context, body, { submit: true })),
  );

  // Merchant users see their tenant's types; tenant staff their tenant's; platform staff those of the
  // tenant named by the tenantId header (or of every tenant without it).
  registerEndpoint(app, getDocumentTypes, ({ request }) =>
    inScope(request, async ({ tx, scope }) => (await listDocumentTypes(tx, scope)).map(toDocumentType)),
  );

  registerEndpoint(app, listMyDocuments, ({ request }) =>
    inScope(request, async (context) => listDocuments(context.tx, await ownMerchant(context))),
  );

  registerEndpoint(app, addDocument, ({ request, body }) =>
    inScope(request, (context) => addOwnDocument(context, body)),
  );

  registerEndpoint(app, removeDocument, ({ request, params }) =>
    inScope(request, async (context) => {
      await removeOwnDocument(context, params.id);
      return { result: 'success' as const };
    }),
  );
}
