import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { type LookupArea, lookupCallsOf } from '../model/lookup-area';
import { lookupContext } from '../model/lookup-context';
import { type LookupState, requestFilter } from '../model/lookup-params';

/** The name of the downloaded file: the day it was taken, so several exports do not collide. */
export function csvFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `transactions-${day}-${time}.zip`;
}

/**
 * The CSV export: every transaction the current filter (and search text) matches, as the server
 * streams it — a zip with one CSV file — saved as a download. SystemMode and the time-zone offset
 * go with it, as on every lookup call.
 */
export function useCsvExport(area: LookupArea) {
  return useMutation({
    mutationFn: async (state: LookupState) => {
      const query = {
        ...requestFilter(state, lookupContext()),
        ...(state.searchKey && { searchKey: state.searchKey }),
      };
      return (await callEndpoint(lookupCallsOf(area).csv, { query })) as Blob;
    },
    onSuccess: (zip) => saveBlob(zip, csvFileName()),
    // The button shows its own failure toast.
    meta: { silentError: true },
  });
}
