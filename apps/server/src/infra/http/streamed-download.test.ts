import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { type DownloadWriter, streamedDownload } from './streamed-download';

function fakeLog() {
  return { error: vi.fn() } as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Buffer));
  return Buffer.concat(parts);
}

describe('streamedDownload', () => {
  it('sends the pushed text as it is without a zip entry', async () => {
    const stream = streamedDownload({
      what: 'test export',
      log: fakeLog(),
      produce: async (download) => {
        download.push('\uFEFFa,b\r\n');
        await download.waitWritable();
        download.push('é,=1\r\n');
        download.end();
      },
    });
    expect((await readAll(stream)).toString('utf8')).toBe('\uFEFFa,b\r\né,=1\r\n');
  });

  it('deflates the pushed text into a zip holding one file of the entry name', async () => {
    const stream = streamedDownload({
      zipEntry: 'rows.csv',
      what: 'test export',
      log: fakeLog(),
      produce: async (download) => {
        for (let i = 0; i < 3; i++) {
          download.push(`row ${i}\r\n`);
          await download.waitWritable();
        }
        download.end();
      },
    });
    const files = unzipSync(new Uint8Array(await readAll(stream)));
    expect(Object.keys(files)).toEqual(['rows.csv']);
    expect(new TextDecoder().decode(files['rows.csv'])).toBe('row 0\r\nrow 1\r\nrow 2\r\n');
  });

  it('waits while the reader is slower, then goes on once it has read', async () => {
    let writer: DownloadWriter | undefined;
    const stream = streamedDownload({
      what: 'test export',
      log: fakeLog(),
      produce: async (download) => {
        writer = download;
      },
    });
    await vi.waitFor(() => expect(writer).toBeDefined());
    writer!.push('x'.repeat(64 * 1024));
    let resumed = false;
    const wait = writer!.waitWritable().then(() => {
      resumed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(resumed).toBe(false);
    stream.resume();
    await wait;
    expect(resumed).toBe(true);
  });

  it('stops the producer quietly when the client goes away', async () => {
    const log = fakeLog();
    let stoppedAt = -1;
    let finished = false;
    const stream = streamedDownload({
      zipEntry: 'rows.csv',
      what: 'test export',
      log,
      produce: async (download) => {
        for (let i = 0; ; i++) {
          try {
            download.stopIfClosed();
          } catch (error) {
            stoppedAt = i;
            throw error;
          }
          download.push('row\r\n');
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      },
    });
    stream.on('close', () => {
      finished = true;
    });
    stream.resume();
    await new Promise((resolve) => setTimeout(resolve, 20));
    stream.destroy();
    await vi.waitFor(() => expect(stoppedAt).toBeGreaterThan(0));
    expect(finished).toBe(true);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failure part-way and ends the stream with the error', async () => {
    const log = fakeLog();
    const failure = new Error('the database went away');
    const stream = streamedDownload({
      what: 'test export',
      log,
      produce: async (download) => {
        download.push('a\r\n');
        throw failure;
      },
    });
    await expect(readAll(stream)).rejects.toBe(failure);
    expect(log.error).toHaveBeenCalledWith({ err: failure }, 'the test export failed part-way');
  });

  it('ends the stream with a described error when the failure is not an Error', async () => {
    const stream = streamedDownload({
      what: 'test export',
      log: fakeLog(),
      produce: async () => {
        throw 'not an error';
      },
    });
    await expect(readAll(stream)).rejects.toThrow('The test export failed');
  });
});
