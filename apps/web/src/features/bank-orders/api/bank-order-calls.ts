import { BANK_ORDER_FIELDS } from '@paydesk/contracts/bank-orders/bank-order.model';
import { BankOrder } from '@paydesk/contracts/bank-orders/bank-order.schemas';
import { bankOrders } from '@paydesk/contracts/bank-orders/bank-orders.endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, serviceUrl, sessionHeaders } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';
import { errorBodyOf, fieldMessagesOf } from '../../../lib/api/field-errors';

export const bankOrderKeys = {
  all: ['bank-orders'] as const,
  list: (pageIndex: number, pageSize: number) => ['bank-orders', 'list', pageIndex, pageSize] as const,
  items: (orderId: string, pageIndex: number, pageSize: number) =>
    ['bank-orders', 'items', orderId, pageIndex, pageSize] as const,
};

export function useBankOrders(pageIndex: number, pageSize: number) {
  return useQuery({
    queryKey: bankOrderKeys.list(pageIndex, pageSize),
    queryFn: ({ signal }) =>
      callEndpoint(bankOrders.list, { query: { PageIndex: pageIndex, PageSize: pageSize }, signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

export function useBankOrderItems(orderId: string, pageIndex: number, pageSize: number) {
  return useQuery({
    queryKey: bankOrderKeys.items(orderId, pageIndex, pageSize),
    queryFn: ({ signal }) =>
      callEndpoint(bankOrders.items, {
        params: { id: orderId },
        query: { PageIndex: pageIndex, PageSize: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

export interface BankOrderForm {
  readonly bankName: string;
  readonly accountNumber: string;
  readonly csvFile: File;
}

/**
 * POST api/crm/tenpaybankorders as multipart (spec §3: bankName, accountNumber and csvFile).
 * fetch with FormData rather than callEndpoint, which sends JSON; the browser sets the boundary.
 */
export async function uploadBankOrder(form: BankOrderForm): Promise<BankOrder> {
  const data = new FormData();
  data.append(BANK_ORDER_FIELDS.bankName, form.bankName);
  data.append(BANK_ORDER_FIELDS.accountNumber, form.accountNumber);
  data.append(BANK_ORDER_FIELDS.csvFile, form.csvFile, form.csvFile.name);
  const response = await fetch(serviceUrl(bankOrders.upload.path), {
    method: 'POST',
    headers: { accept: 'application/json', ...sessionHeaders() },
    body: data,
    credentials: 'include',
  });
  if (!response.ok) throw await ApiError.fromResponse(response);
  return BankOrder.parse(await response.json());
}

export function useUploadBankOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBankOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankOrderKeys.all }),
    // The form shows the refusal in place (field and row messages).
    meta: { silentError: true },
  });
}

export interface UploadProblems {
  readonly message: string | null;
  /** Messages by multipart field: bankName, accountNumber, csvFile (the file's rows). */
  readonly fields: Readonly<Record<string, readonly string[]>>;
}

/** What a refused upload says: the server's message and its field messages, by field. */
export function uploadProblems(error: unknown): UploadProblems {
  const body = errorBodyOf(error);
  if (!body) return { message: null, fields: {} };
  const fields: Record<string, string[]> = {};
  for (const { field, message } of fieldMessagesOf(error)) {
    const list = fields[field] ?? [];
    list.push(message);
    fields[field] = list;
  }
  return { message: body.message, fields };
}
