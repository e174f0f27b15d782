import { PassThrough, type Readable, type Writable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';

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
        const input = sink.input;
        if (closed || !input.writableNeedDrain) return resolve();
        const done = () => {
          input.off('drain', done);
          out.off('close', done);
          resolve();
        };
        input.on('drain', done);
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
  /** Where pushed text goes first: the back-pressure wait is on it. */
  readonly input: Writable;
  push(text: string): void;
  end(): void;
}

function plainSink(out: PassThrough, isClosed: () => boolean): Sink {
  return {
    input: out,
    push: (text) => {
      if (!isClosed()) out.write(text);
    },
    end: () => out.end(),
  };
}

/**
 * A zip of one file, deflated by Node's zlib (level 1: an export is bound by the deflate's CPU
 * time, and CSV compresses well even so). zlib deflates on libuv's thread pool, not on the event
 * loop, and its buffers are outside the V8 heap (fflate's deflate, in JavaScript, took 4.8 s of the
 * event loop for 424,000 rows and left its buffers to the garbage collector). The zip is written as
 * it goes: the local header without sizes (flag bit 3), the deflated data, then a data descriptor
 * with the CRC-32 and sizes, the central directory and its end record. No ZIP64: the sizes are
 * 32-bit, so a file stops with an error at 4 GiB of CSV (about 13 million rows) rather than be corrupt.
 */
function zipSink(out: PassThrough, isClosed: () => boolean, entryName: string): Sink {
  const name = Buffer.from(entryName, 'utf8');
  const { time, date } = dosDateTime(new Date());
  let crc = 0;
  let size = 0;
  let compressed = 0;
  const deflate = createDeflateRaw({ level: 1 });
  // The local header goes with the first deflated bytes, not before: until then nothing is sent,
  // so an export that fails at its first batch still gets the ordinary JSON error (error-handler.ts).
  let headerSent = false;
  const sendHeader = () => {
    if (headerSent) return;
    headerSent = true;
    out.write(localHeader(name, time, date));
  };
  deflate.on('data', (chunk: Buffer) => {
    if (isClosed()) return;
    sendHeader();
    compressed += chunk.length;
    // Back-pressure: the deflate waits while the response is full, and the producer waits on it.
    if (!out.write(chunk)) {
      deflate.pause();
      out.once('drain', () => deflate.resume());
    }
  });
  deflate.on('error', (error) => out.destroy(error));
  deflate.on('end', () => {
    if (isClosed()) return;
    sendHeader();
    out.write(dataDescriptor(crc, compressed, size));
    const directory = centralDirectory(name, time, date, crc, compressed, size);
    out.end(
      Buffer.concat([
        directory,
        endOfDirectory(directory.length, LOCAL_HEADER_BYTES + name.length + compressed + 16),
      ]),
    );
  });
  out.on('close', () => deflate.destroy());
  return {
    input: deflate,
    push: (text) => {
      if (isClosed()) return;
      const bytes = Buffer.from(text, 'utf8');
      crc = crc32(bytes, crc);
      size += bytes.length;
      if (size > 0xffff_ffff) throw new Error('The file passed 4 GiB, more than a zip without ZIP64 holds');
      deflate.write(bytes);
    },
    end: () => deflate.end(),
  };
}

const LOCAL_HEADER_BYTES = 30;
/** Version 2.0 (deflate); flags: sizes in the data descriptor (bit 3), UTF-8 name (bit 11). */
const VERSION = 20;
const FLAGS = 0x0808;
const DEFLATED = 8;

function localHeader(name: Buffer, time: number, date: number): Buffer {
  const header = Buffer.alloc(LOCAL_HEADER_BYTES);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATED, 8);
  header.writeUInt16LE(time, 10);
  header.writeUInt16LE(date, 12);
  // CRC-32 and sizes (14–25) are 0 here: the data descriptor carries them.
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(crc: number, compressed: number, size: number): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(crc >>> 0, 4);
  descriptor.writeUInt32LE(compressed, 8);
  descriptor.writeUInt32LE(size, 12);
  return descriptor;
}

function centralDirectory(
  name: Buffer,
  time: number,
  date: number,
  crc: number,
  compressed: number,
  size: number,
): Buffer {
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt16LE(VERSION, 4); // made by: MS-DOS attributes (none), version 2.0
  entry.writeUInt16LE(VERSION, 6);
  entry.writeUInt16LE(FLAGS, 8);
  entry.writeUInt16LE(DEFLATED, 10);
  entry.writeUInt16LE(time, 12);
  entry.writeUInt16LE(date, 14);
  entry.writeUInt32LE(crc >>> 0, 16);
  entry.writeUInt32LE(compressed, 20);
  entry.writeUInt32LE(size, 24);
  entry.writeUInt16LE(name.length, 28);
  // Extra field, comment, disk, attributes (30–41) are 0; the local header is at offset 0 (42).
  return Buffer.concat([entry, name]);
}

function endOfDirectory(directoryBytes: number, directoryOffset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(directoryBytes, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return end;
}

/** The zip's MS-DOS time and date (local time, 2-second steps, from 1980). */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.max(at.getFullYear(), 1980);
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}
