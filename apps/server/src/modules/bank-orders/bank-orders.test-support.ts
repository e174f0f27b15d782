import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/test-app';

export const BANK_ORDERS_URL = '/api/crm/tenpaybankorders';
export const ORDER_HEADER = 'beneficiary_name,beneficiary_iban,amount,currency,reference';

export interface UploadForm {
  readonly bankName?: string;
  readonly accountNumber?: string;
  readonly file?: { readonly name: string; readonly type?: string; readonly bytes: Uint8Array | string };
  readonly fileField?: string;
}

/** A multipart body as the portal's FormData sends it: bankName, accountNumber and csvFile. */
export async function uploadForm(form: UploadForm): Promise<{ payload: Buffer; contentType: string }> {
  const data = new FormData();
  if (form.bankName !== undefined) data.append('bankName', form.bankName);
  if (form.accountNumber !== undefined) data.append('accountNumber', form.accountNumber);
  if (form.file) {
    const bytes =
      typeof form.file.bytes === 'string' ? new TextEncoder().encode(form.file.bytes) : form.file.bytes;
    data.append(
      form.fileField ?? 'csvFile',
      new Blob([new Uint8Array(bytes)], { type: form.file.type ?? 'text/csv' }),
      form.file.name,
    );
  }
  const request = new Request('http://paydesk.test/upload', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

export async function uploadOrder(
  t: TestApp,
  email: string,
  form: UploadForm,
): Promise<LightMyRequestResponse> {
  const body = await uploadForm(form);
  return t.requestAs(email, {
    method: 'POST',
    url: BANK_ORDERS_URL,
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  });
}

/** An order file with the given rows under the header. */
export const orderCsv = (...rows: string[]) => [ORDER_HEADER, ...rows].join('\r\n');
