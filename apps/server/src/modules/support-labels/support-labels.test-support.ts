import { NORTHWIND } from '../../seed/demo-data';
import type { ExampleInput, ForeignIdRule, WalkUser } from '../../test/endpoint-walk';
import { WALK_LABELS } from '../support/support.test-support';

// --- The endpoint walk's rules for labels (src/endpoints.test.ts spreads them in) -----------------

/**
 * A label of an organisation the caller is not: for a merchant user its own tenant's label (a
 * tenant's labels are not its merchants'), for tenant staff the other tenant's. The labels are the
 * desk's walk labels (addSupportWalkData). Platform labels need no rule: the platform is one
 * organisation, and a tenant's label is foreign to it (support-labels.test.ts).
 */
function foreignLabel(caller: WalkUser): string {
  const ownTenant = caller.tenantId === NORTHWIND.id ? WALK_LABELS.northwind : WALK_LABELS.blueHarbor;
  const otherTenant = caller.tenantId === NORTHWIND.id ? WALK_LABELS.blueHarbor : WALK_LABELS.northwind;
  return caller.audience === 'customer' ? ownTenant : otherTenant;
}

const labelRule: ForeignIdRule = { kind: 'tenant-owned', foreignId: foreignLabel };

export const LABELS_FOREIGN_IDS: Record<string, ForeignIdRule> = {
  'supportLabels.get.id': labelRule,
  'supportLabels.update.id': labelRule,
  'supportLabels.delete.id': labelRule,
};

/** The sampler cannot satisfy the label form's rules (letters, digits and spaces; a #rrggbb colour). */
const labelForm = { value: 'Walk label', description: 'Made by the walk', color: '#336699' };
export const LABELS_WALK_EXAMPLES: Record<string, ExampleInput> = {
  'supportLabels.create': { body: labelForm },
  'supportLabels.update': { body: labelForm },
};
