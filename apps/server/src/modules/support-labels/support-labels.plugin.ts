import {
  createLabel as createLabelEndpoint,
  deleteLabel as deleteLabelEndpoint,
  getLabel as getLabelEndpoint,
  listLabels as listLabelsEndpoint,
  rearrangeLabels as rearrangeLabelsEndpoint,
  updateLabel as updateLabelEndpoint,
} from '@paydesk/contracts/support/labels.endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Actor } from '../../infra/auth/actor';
import { type Organisation, organisationOf } from '../../infra/auth/organisation';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { scopeForActor } from '../../infra/tenancy/data-scope';
import { type ScopedTx, withScope } from '../../infra/tenancy/with-scope';
import {
  createLabel,
  deleteLabel,
  getLabel,
  listLabels,
  rearrangeLabels,
  updateLabel,
} from './support-labels.repository';

/**
 * Spec §7 "Support labels": each organisation (the platform, a tenant, a merchant) keeps its own.
 * The work runs in the caller's own scope, not one narrowed by a tenantId header: labels belong to
 * the caller's organisation whichever tenant they act for (and the platform's labels are visible
 * only to a platform-wide scope, 0004_files_labels_mail.sql).
 */
export const supportLabelsModule: FastifyPluginAsync = async (app) => {
  const inOrganisation = <T>(
    request: FastifyRequest,
    actor: Actor,
    fn: (tx: ScopedTx, organisation: Organisation) => Promise<T>,
  ) => withScope(request.server.database.db, scopeForActor(actor), (tx) => fn(tx, organisationOf(actor)));

  registerEndpoint(app, listLabelsEndpoint, ({ request, actor }) =>
    inOrganisation(request, actor, listLabels),
  );

  registerEndpoint(app, createLabelEndpoint, ({ request, actor, body }) =>
    inOrganisation(request, actor, (tx, organisation) => createLabel(tx, organisation, fieldsOf(body))),
  );

  registerEndpoint(app, getLabelEndpoint, ({ request, actor, params }) =>
    inOrganisation(request, actor, (tx, organisation) => getLabel(tx, organisation, params.id)),
  );

  registerEndpoint(app, updateLabelEndpoint, ({ request, actor, params, body }) =>
    inOrganisation(request, actor, (tx, organisation) =>
      updateLabel(tx, organisation, params.id, fieldsOf(body)),
    ),
  );

  registerEndpoint(app, deleteLabelEndpoint, async ({ request, actor, params }) => {
    await inOrganisation(request, actor, (tx, organisation) => deleteLabel(tx, organisation, params.id));
    return { deleted: true as const };
  });

  registerEndpoint(app, rearrangeLabelsEndpoint, ({ request, actor, body }) =>
    inOrganisation(request, actor, (tx, organisation) =>
      rearrangeLabels(tx, organisation, body.newLabelIdsList),
    ),
  );
};

/** The parsed form (LabelInput trims the fields and turns an empty description into null). */
function fieldsOf(body: { value: string; description?: string | null; color: string }) {
  return { value: body.value, description: body.description ?? null, color: body.color };
}
