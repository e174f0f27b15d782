import { onTestFinished, vi } from 'vitest';

/**
 * Catches the downloads `saveBlob` starts (jsdom has no object URLs and does not navigate):
 * the blobs handed to URL.createObjectURL and the anchors clicked. Undone when the test ends.
 */
export function captureDownloads() {
  const blobs: Blob[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    blobs.push(blob as Blob);
    return `blob:download-${blobs.length}`;
  };
  URL.revokeObjectURL = () => {};
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  onTestFinished(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    click.mockRestore();
  });
  return {
    blobs,
    /** The download links clicked, with their file names and object URLs. */
    anchors: () => click.mock.contexts as HTMLAnchorElement[],
  };
}
