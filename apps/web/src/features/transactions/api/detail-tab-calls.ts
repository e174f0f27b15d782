import {
  getAccountingEntries,
  getAntifraudLogs,
} from '@paydesk/contracts/transactions/transaction.endpoints';
import { callEndpoint } from '../../../lib/api/api-client';
import { readCallsOf } from '../../../lib/transactions/detail-ref';
import { refHeaders, type TransactionRef } from './detail-queries';

/**
 * The by-id reads of the details tabs (spec §7 "GET by transaction id"), each on the area's base
 * and, for platform staff, with the transaction's tenant.
 */
function byId(ref: TransactionRef, signal?: AbortSignal) {
  return { params: { id: ref.transaction.id }, headers: refHeaders(ref), signal };
}

const calls = (ref: TransactionRef) => readCallsOf(ref.area);

export const fetchDetails = (ref: TransactionRef, signal?: AbortSignal) =>
  callEndpoint(calls(ref).details, byId(ref, signal));
export const fetchEvents = (ref: TransactionRef, signal?: AbortSignal) =>
  callEndpoint(calls(ref).events, byId(ref, signal));
export const fetchRelated = (ref: TransactionRef, signal?: AbortSignal) =>
  callEndpoint(calls(ref).related, byId(ref, signal));
export const fetchApiLogs = (ref: TransactionRef, signal?: AbortSignal) =>
  callEndpoint(calls(ref).apiLogs, byId(ref, signal));
export const fetchSmartRouting = (ref: TransactionRef, signal?: AbortSignal) =>
  callEndpoint(calls(ref).smartRoutingLogs, byId(ref, signal));
export const fetchFees = (ref: TransactionRef, signal?: AbortSignal) =>
  callEndpoint(calls(ref).fees, byId(ref, signal));
export const fetchAlerts = (ref: TransactionRef, signal?: AbortSignal) =>
  callEndpoint(calls(ref).alerts, byId(ref, signal));
export const fetchDisputeCodes = (ref: TransactionRef, signal?: AbortSignal) =>
  callEndpoint(calls(ref).disputeCodes, byId(ref, signal));
export const fetchBalance = (ref: TransactionRef, signal?: AbortSignal) =>
  callEndpoint(calls(ref).checkBalance, byId(ref, signal));

/** Spec §7 `{id}/cascading?offset`: the caller's time-zone offset in minutes east of UTC. */
export const fetchCascading = (ref: TransactionRef, offset: number, signal?: AbortSignal) =>
  callEndpoint(calls(ref).cascading, { ...byId(ref, signal), query: { offset } });

export const fetchAntifraud = (ref: TransactionRef, signal?: AbortSignal) =>
  callEndpoint(getAntifraudLogs, byId(ref, signal));

/** Ledger entries are kept per customer: the transaction's merchant. */
export const fetchAccountingEntries = (ref: TransactionRef, signal?: AbortSignal) =>
  callEndpoint(getAccountingEntries, {
    params: { customerId: ref.transaction.merchantId, id: ref.transaction.id },
    headers: refHeaders(ref),
    signal,
  });

export const fetchEvent = (ref: TransactionRef, eventId: string, signal?: AbortSignal) =>
  callEndpoint(calls(ref).event, { params: { eventId }, headers: refHeaders(ref), signal });
export const fetchApiLog = (ref: TransactionRef, logId: string, signal?: AbortSignal) =>
  callEndpoint(calls(ref).apiLog, { params: { logId }, headers: refHeaders(ref), signal });
export const fetchRejectionReason = (ref: TransactionRef, code: string, signal?: AbortSignal) =>
  callEndpoint(calls(ref).rejectionReason, {
    params: { id: ref.transaction.id, code },
    headers: refHeaders(ref),
    signal,
  });
