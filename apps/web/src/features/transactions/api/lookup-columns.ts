import {
  DEFAULT_TRANSACTION_COLUMNS,
  type TransactionColumn,
} from '@paydesk/contracts/transactions/transaction.model';
import {
  getLookupColumns,
  saveLookupColumns,
} from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import { transactionKeys } from '../../../lib/transactions/transaction-query-keys';

/**
 * The signed-in user's lookup columns, in order (the server answers the defaults until they are
 * saved). A failed read leaves the lookup usable with the default columns.
 */
export function useLookupColumns() {
  const query = useQuery({
    queryKey: transactionKeys.columns(),
    queryFn: ({ signal }) => callEndpoint(getLookupColumns, { signal }),
    select: (answer) => answer.columns,
    meta: { silentError: true },
  });
  const columns: readonly TransactionColumn[] = query.data ?? DEFAULT_TRANSACTION_COLUMNS;
  return { ...query, columns };
}

/** Saves the columns (PUT); the lookup reads the saved order from the cache at once. */
export function useSaveLookupColumns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (columns: TransactionColumn[]) => callEndpoint(saveLookupColumns, { body: { columns } }),
    onSuccess: (saved) => queryClient.setQueryData(transactionKeys.columns(), saved),
    // The chooser says what failed itself.
    meta: { silentError: true },
  });
}
