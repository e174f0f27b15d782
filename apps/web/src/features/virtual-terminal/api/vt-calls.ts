import {
  crmVirtualTerminalOptions,
  crmVirtualTerminalPayment,
  merchantVirtualTerminalOptions,
  merchantVirtualTerminalPayment,
} from '@paydesk/contracts/virtual-terminal/virtual-terminal.endpoints';
import type { VirtualTerminalResult } from '@paydesk/contracts/virtual-terminal/virtual-terminal.schemas';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import type { vtRequestOf } from '../model/vt-form-model';

/**
 * The virtual terminal's calls. The choices the form offers (merchants, and a merchant's websites
 * and card currencies) are queries; the payment itself is NOT a TanStack mutation: a mutation keeps
 * its variables (the card number and CVC) in the mutation cache, so it is a plain call whose body
 * lives only in the call.
 */

export type VtArea = 'tenant' | 'merchant';

const vtKeys = {
  options: (area: VtArea, merchantId: string) => ['virtual-terminal', 'options', area, merchantId] as const,
};

/** A merchant's active websites and card currencies: the chosen merchant's (staff) or the user's own. */
export function useVtOptions(area: VtArea, merchantId: string) {
  return useQuery({
    queryKey: vtKeys.options(area, merchantId),
    enabled: area === 'merchant' || merchantId !== '',
    queryFn: ({ signal }) =>
      area === 'merchant'
        ? callEndpoint(merchantVirtualTerminalOptions, { signal })
        : callEndpoint(crmVirtualTerminalOptions, { query: { merchantId }, signal }),
  });
}

/** Sends the payment under the form's Idempotency-Key (a re-send after a lost answer pays once). */
export function sendVtPayment(
  area: VtArea,
  body: ReturnType<typeof vtRequestOf>,
  idempotencyKey: string,
): Promise<VirtualTerminalResult> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  if (area === 'merchant')
    return callEndpoint(merchantVirtualTerminalPayment, { body: body as never, headers });
  return callEndpoint(crmVirtualTerminalPayment, { body: body as never, headers });
}
