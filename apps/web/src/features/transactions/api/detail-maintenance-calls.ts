import { holdsAny } from '@paydesk/contracts/auth/permissions';
import {
  crmTransactionWebhooks,
  merchantTransactionWebhooks,
  platformTransactionWebhooks,
} from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.endpoints';
import {
  crmTransactionMaintenance,
  merchantTransactionMaintenance,
} from '@paydesk/contracts/transactions/transaction-maintenance.endpoints';
import type { BinDataRequest } from '@paydesk/contracts/transactions/transaction-maintenance.schemas';
import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { callEndpoint } from '../../../lib/api/api-client';
import type { TransactionArea } from '../../../lib/transactions/detail-ref';
import { refHeaders, type TransactionRef } from './detail-queries';

/**
 * The maintenance calls of the details view (spec §7: wh/, wh2/, resend-webhook, relationships,
 * deallocate, reset-restriction, bin-data; docs/transaction-maintenance-and-webhooks.md), on the
 * area's base and, for platform staff, with the transaction's tenant.
 */
const maintenanceOf = (area: TransactionArea) =>
  area === 'merchant' ? merchantTransactionMaintenance : crmTransactionMaintenance;
const webhooksOf = (area: TransactionArea) =>
  area === 'merchant' ? merchantTransactionWebhooks : crmTransactionWebhooks;

function byId(ref: TransactionRef, signal?: AbortSignal) {
  return { params: { id: ref.transaction.id }, headers: refHeaders(ref), signal };
}

/** Platform staff read the platform variant (wh2/); the others their family's wh/. */
export const fetchWebhooks = (ref: TransactionRef, signal?: AbortSignal) =>
  ref.area === 'platform'
    ? callEndpoint(platformTransactionWebhooks, byId(ref, signal))
    : callEndpoint(webhooksOf(ref.area).webhooks, byId(ref, signal));

/** One Idempotency-Key per dialog, so a double click or a retry queues one delivery. */
export const resendWebhook = (ref: TransactionRef, eventId: string, idempotencyKey: string) =>
  callEndpoint(webhooksOf(ref.area).resendWebhook, {
    params: { eventId },
    headers: { ...refHeaders(ref), 'Idempotency-Key': idempotencyKey },
  });

export const fetchBinData = (ref: TransactionRef, signal?: AbortSignal) =>
  callEndpoint(maintenanceOf(ref.area).binData, byId(ref, signal));

export const updateBinData = (ref: TransactionRef, body: BinDataRequest) =>
  callEndpoint(crmTransactionMaintenance.updateBinData, { ...byId(ref), body });

export const fetchRestrictions = (ref: TransactionRef, signal?: AbortSignal) =>
  callEndpoint(maintenanceOf(ref.area).restrictions, byId(ref, signal));

export const resetRestriction = (ref: TransactionRef) =>
  callEndpoint(crmTransactionMaintenance.resetRestriction, {
    ...byId(ref),
    query: { organizationId: ref.transaction.merchantId, tenantId: ref.transaction.tenantId },
  });

export const fetchRelationships = (ref: TransactionRef, signal?: AbortSignal) =>
  callEndpoint(maintenanceOf(ref.area).relationships, {
    query: { transactionId: ref.transaction.id, pageIndex: 0, pageSize: 100 },
    headers: refHeaders(ref),
    signal,
  });

export const deallocateRelationship = (ref: TransactionRef, relationshipId: string, reason: string) =>
  callEndpoint(maintenanceOf(ref.area).deallocate, {
    body: { relationshipIds: [relationshipId], reason },
    headers: refHeaders(ref),
  });

/** What the user may change here: the same permissions the server checks (contracts). */
export function maintenanceAccess(user: CurrentUser, area: TransactionArea) {
  const holds = (endpoint: { permissions?: readonly string[] }) =>
    holdsAny(user.permissions, endpoint.permissions ?? []);
  const operator = area !== 'merchant';
  return {
    resendWebhook: holds(webhooksOf(area).resendWebhook),
    deallocate: holds(maintenanceOf(area).deallocate),
    // Only operators correct BIN data and reset anti-fraud restrictions.
    editBinData: operator && holds(crmTransactionMaintenance.updateBinData),
    resetRestriction: operator && holds(crmTransactionMaintenance.resetRestriction),
  };
}
