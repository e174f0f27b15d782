import { holdsAny } from '@paydesk/contracts/auth/permissions';
import { crmTransactions, merchantTransactions } from '@paydesk/contracts/transactions/transaction.endpoints';
import { SYSTEM_MODE_CODES } from '@paydesk/contracts/transactions/transaction.model';
import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { useMemo } from 'react';
import type { OptionPageRequest, SelectOption } from '../../../components/forms/select/select-options';
import { callEndpoint } from '../../../lib/api/api-client';
import { formatDateTime } from '../../../lib/format/date-format';
import { localSettings } from '../../../lib/local-settings';
import { useCurrentUser } from '../../../shell/auth/use-current-user';

const OPERATOR_VIEW = ['CRM.Transaction.View', 'Platform.Transaction.Lookup'];
const MERCHANT_VIEW = ['Merchant.Transaction.View'];

/**
 * Spec §7 "Transaction lookups for tickets search by external_id, 10 per page": the transaction
 * picker's pages, from the lookup's search-key call of the user's family (merchant users the
 * merchant base, operators the CRM base), in the portal's Test/Live mode, over every date. Platform
 * staff writing to a tenant search that tenant's transactions only. The option's value is the
 * external id (what the ticket references); its label adds the merchant and the date to tell
 * transactions apart.
 *
 * Null when the user may not look transactions up: the field then takes typed external ids only.
 */
export function transactionSearchFor(
  user: Pick<CurrentUser, 'merchantId' | 'permissions'>,
  tenantId: string | null,
): ((request: OptionPageRequest) => Promise<SelectOption[]>) | null {
  const merchant = user.merchantId !== null;
  if (!holdsAny(user.permissions, merchant ? MERCHANT_VIEW : OPERATOR_VIEW)) return null;
  const searchKey = merchant ? merchantTransactions.searchKey : crmTransactions.searchKey;
  return async ({ searchKey: text, pageIndex, pageSize }) => {
    const key = text.trim();
    // The call needs a key: an empty box suggests nothing and typed ids still become chips.
    if (key === '') return [];
    const mode = localSettings.getSystemMode();
    const page = await callEndpoint(searchKey, {
      query: {
        searchKey: key,
        PageIndex: pageIndex,
        PageSize: pageSize,
        sortBy: 'createdAt',
        sortDirection: 'desc',
        systemMode: mode === 'Test' ? SYSTEM_MODE_CODES.Test : SYSTEM_MODE_CODES.Live,
        ...(!merchant && tenantId && { tenantId }),
      },
    });
    return page.data.map((tx) => ({
      value: tx.externalId,
      label: `${tx.externalId} · ${tx.merchantName} · ${formatDateTime(tx.createdAt)}`,
    }));
  };
}

/** The picker's loader for the signed-in user (see transactionSearchFor). */
export function useTransactionSearch(tenantId: string | null) {
  const user = useCurrentUser();
  return useMemo(() => transactionSearchFor(user, tenantId), [user, tenantId]);
}
