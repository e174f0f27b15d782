import '../../i18n/i18n';
import { EXE_HEAD, TIFF_LE_HEAD, TINY_PDF, TINY_PNG } from '@paydesk/contracts/files/testing/byte-samples';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileUpload, FileUploadField } from './file-upload';
import { type FileUploadOptions, useFileUploads } from './use-file-uploads';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An upload function the test answers: each call waits for resolve/reject of its own. */
function scriptedUpload() {
  const calls: {
    file: File;
    onProgress: (p: number) => void;
    signal: AbortSignal;
    answer: ReturnType<typeof deferred<{ id: string }>>;
  }[] = [];
  const upload = vi.fn((file: File, onProgress: (p: number) => void, signal: AbortSignal) => {
    const answer = deferred<{ id: string }>();
    calls.push({ file, onProgress, signal, answer });
    return answer.promise;
  });
  return { upload, calls };
}

const png = (name = 'pixel.png') => new File([TINY_PNG], name, { type: 'image/png' });
const pdf = (name = 'contract.pdf') => new File([TINY_PDF], name, { type: 'application/pdf' });
/** A real PDF padded to an exact size. */
function pdfOfSize(name: string, size: number) {
  const bytes = new Uint8Array(size);
  bytes.set(TINY_PDF.subarray(0, Math.min(size, TINY_PDF.length)));
  return new File([bytes], name, { type: 'application/pdf' });
}

function pick(files: File[]) {
  fireEvent.change(screen.getByLabelText('Choose files'), { target: { files } });
}

const created: string[] = [];
let revoked: string[] = [];

beforeEach(() => {
  created.length = 0;
  revoked = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${(blob as File).name}`;
    created.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
    revoked.push(url);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setup(options: Partial<FileUploadOptions> = {}) {
  const { upload, calls } = scriptedUpload();
  const remove = vi.fn(async (_id: string) => {});
  const callbacks = { onChange: vi.fn(), onAllUploaded: vi.fn(), onUploadError: vi.fn() };
  render(<FileUpload upload={upload} remove={remove} {...callbacks} {...options} />);
  return { upload, calls, remove, ...callbacks };
}

describe('FileUpload: adding and uploading', () => {
  it('uploads each picked file with a progress bar, then reports the ids', async () => {
    const { calls, onChange, onAllUploaded } = setup();
    pick([png(), pdf()]);
    expect(await screen.findByText('pixel.png')).toBeInTheDocument();
    expect(screen.getByText('contract.pdf')).toBeInTheDocument();
    expect(screen.getAllByText('0,00 MB')).toHaveLength(2);
    expect(calls.map((c) => c.file.name)).toEqual(['pixel.png', 'contract.pdf']);

    const bar = screen.getByRole('progressbar', { name: 'Upload progress of pixel.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => calls[0]!.onProgress(40));
    expect(bar).toHaveAttribute('aria-valuenow', '40');

    await act(async () => calls[0]!.answer.resolve({ id: 'f-1' }));
    expect(onChange).toHaveBeenLastCalledWith(['f-1']);
    expect(onAllUploaded).not.toHaveBeenCalled(); // one still in flight
    await act(async () => calls[1]!.answer.resolve({ id: 'f-2' }));
    expect(onChange).toHaveBeenLastCalledWith(['f-1', 'f-2']);
    expect(onAllUploaded).toHaveBeenCalledExactlyOnceWith(['f-1', 'f-2']);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });

  it('takes files dropped on the drop zone', async () => {
    const { calls } = setup();
    const zone = screen.getByTestId('file-drop-zone');
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('dropped.pdf')] } });
    expect(await screen.findByText('dropped.pdf')).toBeInTheDocument();
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(calls).toHaveLength(1);
  });

  it('states the limits, offers the spec types to the file picker', () => {
    setup();
    expect(screen.getByText('Up to 20 MB per file, 20 MB in all')).toBeInTheDocument();
    const accept = screen.getByLabelText('Choose files').getAttribute('accept')?.split(',');
    expect(accept).toEqual(
      expect.arrayContaining(['.pdf', '.docx', '.tif', '.xml', 'image/png', 'text/csv']),
    );
    expect(accept).not.toContain('.exe');
  });
});

describe('FileUpload: previews', () => {
  it('previews jpeg/png/tiff through object URLs and revokes them on removal', async () => {
    const { calls } = setup();
    pick([png(), new File([TIFF_LE_HEAD], 'scan.tiff', { type: 'image/tiff' }), pdf()]);
    const preview = await screen.findByAltText('Preview of pixel.png');
    expect(preview).toHaveAttribute('src', 'blob:test/pixel.png');
    expect(created).toEqual(['blob:test/pixel.png', 'blob:test/scan.tiff']); // no URL for the PDF
    expect(screen.getByTestId('file-icon')).toBeInTheDocument();

    // A browser that cannot draw TIFF fails the image: an icon takes its place.
    fireEvent.error(screen.getByAltText('Preview of scan.tiff'));
    expect(screen.queryByAltText('Preview of scan.tiff')).not.toBeInTheDocument();
    expect(screen.getByTestId('image-icon')).toBeInTheDocument();

    await act(async () => calls[0]!.answer.resolve({ id: 'f-1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove pixel.png' }));
    await act(async () => {});
    expect(screen.queryByText('pixel.png')).not.toBeInTheDocument();
    expect(revoked).toEqual(['blob:test/pixel.png']);
  });
});

/**
 * Waits for `text` with only setTimeout faked: Testing Library's findBy* awaits a setTimeout(0)
 * that fake timers never run, so this turns the event loop with the real setImmediate instead.
 */
async function settleUntil(text: string) {
  for (let i = 0; i < 50 && !screen.queryByText(text); i++) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
  return screen.getByText(text);
}

describe('FileUpload: spec §5 messages, cleared after 2 s', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  async function expectClearedAfterTwoSeconds(message: string) {
    await settleUntil(message);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(message)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText(message)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  }

  it("'File {name} size bigger then allowed' for a file over 20971520 bytes; exactly the limit is fine", async () => {
    const { calls } = setup();
    pick([pdfOfSize('big.pdf', 20971521)]);
    await expectClearedAfterTwoSeconds('File big.pdf size bigger then allowed');
    expect(calls).toHaveLength(0);
    pick([pdfOfSize('max.pdf', 20971520)]);
    expect(await settleUntil('max.pdf')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('holds the total of the added files to the limit', async () => {
    const { calls } = setup({ maxFileSize: 1000, maxTotalSize: 1500 });
    pick([pdfOfSize('one.pdf', 1000)]);
    await settleUntil('one.pdf');
    pick([pdfOfSize('two.pdf', 600), pdfOfSize('three.pdf', 500)]);
    await expectClearedAfterTwoSeconds('File two.pdf size bigger then allowed');
    expect(screen.getByText('three.pdf')).toBeInTheDocument();
    expect(calls.map((c) => c.file.name)).toEqual(['one.pdf', 'three.pdf']);
  });

  it("'File type not allowed {name}' for a refused extension", async () => {
    const { calls } = setup();
    pick([new File([EXE_HEAD], 'setup.exe', { type: 'application/x-msdownload' })]);
    await expectClearedAfterTwoSeconds('File type not allowed setup.exe');
    expect(calls).toHaveLength(0);
  });

  it("refuses an executable renamed .pdf by its content ('MZ')", async () => {
    const { calls } = setup();
    pick([new File([EXE_HEAD], 'invoice.pdf', { type: 'application/pdf' }), pdf()]);
    await expectClearedAfterTwoSeconds('File type not allowed invoice.pdf');
    expect(calls.map((c) => c.file.name)).toEqual(['contract.pdf']);
  });

  it("'Error uploading files' when an upload fails: the file goes and the failure handler runs", async () => {
    const { calls, onUploadError, onAllUploaded } = setup();
    pick([pdf()]);
    await settleUntil('contract.pdf');
    const failure = new Error('503');
    await act(async () => calls[0]!.answer.reject(failure));
    expect(onUploadError).toHaveBeenCalledWith(calls[0]!.file, failure);
    expect(screen.queryByText('contract.pdf')).not.toBeInTheDocument();
    expect(onAllUploaded).not.toHaveBeenCalled();
    await expectClearedAfterTwoSeconds('Error uploading files');
  });

  it('lists every refused file, and a new message restarts the 2 s', async () => {
    setup({ maxFileSize: 10 });
    pick([pdfOfSize('a.pdf', 11), new File(['x'], 'b.bat')]);
    await settleUntil('File type not allowed b.bat');
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByText(/File/)
        .map((e) => e.textContent),
    ).toEqual(['File a.pdf size bigger then allowed', 'File type not allowed b.bat']);
    act(() => vi.advanceTimersByTime(1500));
    pick([new File(['x'], 'c.bat')]);
    await settleUntil('File type not allowed c.bat');
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByText('File a.pdf size bigger then allowed')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('FileUpload: removal', () => {
  it('deletes an uploaded file by id', async () => {
    const { calls, remove, onChange } = setup();
    pick([pdf()]);
    await screen.findByText('contract.pdf');
    await act(async () => calls[0]!.answer.resolve({ id: 'f-9' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove contract.pdf' }));
    await act(async () => {});
    expect(remove).toHaveBeenCalledExactlyOnceWith('f-9');
    expect(screen.queryByText('contract.pdf')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('keeps a file whose deletion failed', async () => {
    const { calls } = setup({ remove: vi.fn(async () => Promise.reject(new Error('500'))) });
    pick([pdf()]);
    await screen.findByText('contract.pdf');
    await act(async () => calls[0]!.answer.resolve({ id: 'f-9' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove contract.pdf' }));
    await act(async () => {});
    expect(screen.getByText('contract.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove contract.pdf' })).toBeEnabled();
  });

  it('aborts a file removed while uploading, and deletes it if the server stored it anyway', async () => {
    const { calls, remove, onAllUploaded } = setup();
    pick([pdf()]);
    await screen.findByText('contract.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Remove contract.pdf' }));
    await act(async () => {});
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(screen.queryByText('contract.pdf')).not.toBeInTheDocument();
    await act(async () => calls[0]!.answer.resolve({ id: 'late' }));
    expect(remove).toHaveBeenCalledExactlyOnceWith('late');
    expect(onAllUploaded).not.toHaveBeenCalled();
  });
});

/** How the support dialog will use it: spec §8 texts on finishing and on cancelling. */
function TicketAttachments(props: Pick<FileUploadOptions, 'upload' | 'remove'>) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState('');
  const uploads = useFileUploads({ ...props, onAllUploaded: () => setNotice(t('files.finishedUploading')) });
  const cancel = async () => {
    if (await uploads.removeAll()) setNotice(t('files.addedFilesDeleted'));
  };
  return (
    <>
      <FileUploadField uploads={uploads} />
      <output>{notice}</output>
      <button type="button" onClick={cancel} disabled={uploads.busy}>
        {t('files.list')}
      </button>
    </>
  );
}

describe('useFileUploads: the handle a feature keeps', () => {
  it("gives 'Files finished uploading' and, on cancel, deletes every file: 'Added files have been deleted'", async () => {
    const { upload, calls } = scriptedUpload();
    const remove = vi.fn(async (_id: string) => {});
    render(<TicketAttachments upload={upload} remove={remove} />);
    pick([pdf('a.pdf'), pdf('b.pdf')]);
    await screen.findByText('a.pdf');
    const cancel = screen.getByRole('button', { name: 'Added files' });
    expect(cancel).toBeDisabled(); // busy while uploading
    await act(async () => {
      calls[0]!.answer.resolve({ id: 'a' });
      calls[1]!.answer.resolve({ id: 'b' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Files finished uploading');
    fireEvent.click(cancel);
    await act(async () => {});
    expect(remove.mock.calls.map(([id]) => id).sort()).toEqual(['a', 'b']);
    expect(screen.getByRole('status')).toHaveTextContent('Added files have been deleted');
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
  });
});
