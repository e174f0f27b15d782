import { z } from 'zod';
import type { Permission } from '../auth/permissions';
import { defineEndpoint } from '../http/endpoint';
import { Label, LabelInput, RearrangeLabels } from './support.schemas';

/**
 * Spec §7 "Support labels". Labels belong to the caller's organisation (the platform, a tenant or a
 * merchant): each team keeps its own workflow labels. GET /support/labels first creates the three
 * default labels when the organisation has none (spec §4 "Label seeding": the portal lists labels
 * right after login for users holding a support-lookup permission). Defaults cannot be edited or
 * deleted (409).
 */
const SUPPORT_LOOKUP = [
  'Merchant.Support.Lookup',
  'CRM.Support.Lookup',
  'Platform.Support.Lookup',
] as const satisfies readonly [Permission, ...Permission[]];
const common = {
  audiences: ['customer', 'tenant', 'platform'],
  permissions: SUPPORT_LOOKUP,
  tags: ['support-labels'],
} as const;
const LabelParams = z.object({ id: z.uuid() });

export const listLabels = defineEndpoint({
  ...common,
  id: 'supportLabels.list',
  method: 'GET',
  path: '/support/labels',
  summary: "The organisation's labels in their order (the defaults are created first when none exist)",
  response: z.array(Label),
});

export const createLabel = defineEndpoint({
  ...common,
  id: 'supportLabels.create',
  method: 'POST',
  path: '/support/label',
  summary: 'Adds a label at the end of the list (409 when the name is taken, case-insensitively)',
  body: LabelInput,
  response: Label,
});

export const getLabel = defineEndpoint({
  ...common,
  id: 'supportLabels.get',
  method: 'GET',
  path: '/support/label/{id}',
  summary: 'One label',
  params: LabelParams,
  response: Label,
});

export const updateLabel = defineEndpoint({
  ...common,
  id: 'supportLabels.update',
  method: 'PUT',
  path: '/support/label/{id}',
  summary: 'Edits a label (409 for a default label)',
  params: LabelParams,
  body: LabelInput,
  response: Label,
});

export const deleteLabel = defineEndpoint({
  ...common,
  id: 'supportLabels.delete',
  method: 'DELETE',
  path: '/support/label/{id}',
  summary: 'Deletes a label and takes it off every ticket (409 for a default label)',
  params: LabelParams,
  response: z.object({ deleted: z.literal(true) }),
});

export const rearrangeLabels = defineEndpoint({
  ...common,
  id: 'supportLabels.rearrange',
  method: 'POST',
  path: '/support/labels/rearrange',
  summary: "Saves a new order; the list must hold each of the organisation's labels exactly once (else 400)",
  body: RearrangeLabels,
  response: z.array(Label),
});
