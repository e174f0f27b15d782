import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import { supportKeys } from '../api/support-query-keys';

/**
 * The caller's organisation's support labels, in their order. The server creates the three default
 * labels on the first read (spec §4 "Label seeding").
 */
export function useSupportLabels(enabled = true) {
  return useQuery({
    queryKey: supportKeys.labels(),
    queryFn: async ({ signal }) => {
      // The declaration (and the support schemas) loads at the call: label seeding runs in the
      // signed-in area, whose first load it need not weigh (docs/architecture.md, "The first-load budget").
      const { listLabels } = await import('@paydesk/contracts/support/labels.endpoints');
      return callEndpoint(listLabels, { signal });
    },
    enabled,
    staleTime: 60_000,
  });
}
