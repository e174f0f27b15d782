import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Organisation } from '../../infra/auth/organisation';
import { supportLabels } from './support-labels.table';

/** The tenant and merchant columns of an organisation's labels: both null for the platform. */
export function labelOwnerOf(organisation: Organisation): {
  tenantId: string | null;
  merchantId: string | null;
} {
  switch (organisation.kind) {
    case 'platform':
      return { tenantId: null, merchantId: null };
    case 'tenant':
      return { tenantId: organisation.tenantId, merchantId: null };
    case 'merchant':
      return { tenantId: organisation.tenantId, merchantId: organisation.merchantId };
  }
}

/** The rows of one organisation's labels (a tenant's labels are not its merchants'). */
export function ownedBy(organisation: Organisation): SQL {
  const owner = labelOwnerOf(organisation);
  return and(
    owner.tenantId === null ? isNull(supportLabels.tenantId) : eq(supportLabels.tenantId, owner.tenantId),
    owner.merchantId === null
      ? isNull(supportLabels.merchantId)
      : eq(supportLabels.merchantId, owner.merchantId),
  ) as SQL;
}
