import { PassThrough, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { Zip, ZipDeflate } from 'fflate';

/**
 * A download written while it is read (the CSV exports). Why: the file is made batch by batch and
 * handed to the client as it goes, so memory stays flat whatever the row count; the producer waits
 * while the client is slower than the database, and stops reading once the client has gone away.
 */
export interface DownloadWriter {
  /** Appends text (UTF-8) to the file; with a zip entry, deflates it into the zip. */
  push(text: string): void;
  /** Resolves when the client has taken what was pushed (or is gone): the back-pressure wait. */
  waitWritable(): Promise<void>;
  /** Ends the read when the client has gone away: `produce` stops there, quietly. */
  stopIfClosed(): void;
  /** Completes the file (and the zip). */
  end(): void;
}

/** Thrown by stopIfClosed; not a failure, so it is never logged. */
class DownloadAborted extends Error {}

export function streamedDownload(options: {
  /** Set: the text is the one file of this name inside a zip. Unset: the text is sent as it is. */
  readonly zipEntry?: string;
  /** What is made, for the failure log: "transaction export" → "the transaction export failed part-way". */
  readonly what: string;
  readonly log: FastifyBaseLogger;
  readonly produce: (writer: DownloadWriter) => Promise<void>;
}): Readable {
  const out = new PassThrough();
  let closed = false;
  out.on('close', () => {
    closed = true;
  });

  const sink =
    options.zipEntry === undefined
      ? plainSink(out, () => closed)
      : zipSink(out, () => closed, options.zipEntry);

  const writer: DownloadWriter = {
    push: sink.push,
    end: sink.end,
    stopIfClosed() {
      if (closed) throw new DownloadAborted();
    },
    waitWritable: () =>
      new Promise<void>((resolve) => {
        if (closed || !out.writableNeedDrain) return resolve();
        const done = () => {
          out.off('drain', done);
          out.off('close', done);
          resolve();
        };
        out.on('drain', done);
        out.on('close', done);
      }),
  };

  options.produce(writer).catch((error: unknown) => {
    if (error instanceof DownloadAborted) return;
    options.log.error({ err: error }, `the ${options.what} failed part-way`);
    out.destroy(error instanceof Error ? error : new Error(`The ${options.what} failed`));
  });
  return out;
}

interface Sink {
  push(text: string): void;
  end(): void;
}

function plainSink(out: PassThrough, isClosed: () => boolean): Sink {
  return {
    push: (text) => {
      if (!isClosed()) out.write(text);
    },
    end: () => out.end(),
  };
}

function zipSink(out: PassThrough, isClosed: () => boolean, entryName: string): Sink {
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    if (!isClosed()) out.write(chunk);
    if (final) out.end();
  });
  // Level 1: an export is bound by the deflate's CPU time, and CSV compresses well even so.
  const file = new ZipDeflate(entryName, { level: 1 });
  zip.add(file);
  return {
    push: (text) => file.push(Buffer.from(text, 'utf8')),
    end: () => {
      file.push(new Uint8Array(0), true);
      zip.end();
    },
  };
}
