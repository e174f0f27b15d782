import { alertRuleCalls } from '@paydesk/contracts/alerts/alert.endpoints';
import type { AlertRuleInput } from '@paydesk/contracts/alerts/alert.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api/api-client';

/** TanStack Query keys of the alert rules; every key starts with 'alert-rules'. */
export const alertRuleKeys = {
  all: ['alert-rules'] as const,
  list: (tenantId: string) => ['alert-rules', 'list', tenantId] as const,
};

/** The rules in scope (platform staff: of one tenant, or every tenant's). */
export function useAlertRules(tenantId: string) {
  return useQuery({
    queryKey: alertRuleKeys.list(tenantId),
    queryFn: ({ signal }) =>
      callEndpoint(alertRuleCalls.list, { query: tenantId ? { tenantId } : {}, signal }),
    meta: { silentError: true },
  });
}

/** After any write the rules are read again; the form or the list shows the refusal where the user acted. */
function useRuleMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertRuleKeys.all }),
    meta: { silentError: true },
  });
}

export const useCreateRule = () =>
  useRuleMutation((body: AlertRuleInput) => callEndpoint(alertRuleCalls.create, { body }));

export const useUpdateRule = () =>
  useRuleMutation(({ ruleId, body }: { ruleId: string; body: AlertRuleInput }) =>
    callEndpoint(alertRuleCalls.update, { params: { ruleId }, body }),
  );

export const useDeleteRule = () =>
  useRuleMutation((ruleId: string) => callEndpoint(alertRuleCalls.delete, { params: { ruleId } }));
