import { downloadReportFile } from '@paydesk/contracts/files/files.endpoints';
import { zipSync } from 'fflate';
import { callEndpoint } from '../../../lib/api/api-client';
import { saveBlob } from '../../../lib/save-blob';

const withCsvExtension = (name: string) => (/\.csv$/i.test(name) ? name : `${name}.csv`);

/** Names inside one zip must differ: a repeated name gets ' (2)', ' (3)' before its extension. */
function uniqueNames(names: readonly string[]): string[] {
  const used = new Map<string, number>();
  return names.map((name) => {
    const seen = (used.get(name) ?? 0) + 1;
    used.set(name, seen);
    return seen === 1 ? name : name.replace(/\.csv$/i, ` (${seen}).csv`);
  });
}

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

/**
 * Spec §7: a ReportGenerated notification's objectUrl names its files, fetched through the file
 * service: one becomes that CSV, several one zip of the CSVs. Rejects when any file cannot be had
 * (a zip missing a report would pass for complete).
 */
export async function downloadReports(fileNames: readonly string[], zipName: string): Promise<void> {
  if (fileNames.length === 0) return;
  const blobs = await Promise.all(
    fileNames.map((name) => callEndpoint(downloadReportFile, { params: { name } }) as Promise<Blob>),
  );
  const names = uniqueNames(fileNames.map(withCsvExtension));
  if (blobs.length === 1) {
    saveBlob(blobs[0]!, names[0]!);
    return;
  }
  const entries = await Promise.all(blobs.map(bytesOf));
  const zip = zipSync(Object.fromEntries(names.map((name, i) => [name, entries[i]!])));
  saveBlob(new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), zipName);
}
