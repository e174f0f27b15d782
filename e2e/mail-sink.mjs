#!/usr/bin/env node
/**
 * The browser tests' mailbox: an SMTP server on 127.0.0.1 that the portal's server delivers to
 * (SMTP_URL, playwright.config.ts), and a small HTTP server on 127.0.0.1 that answers what it
 * received, so a spec can follow a link that only a mail carries (an invitation, a password reset).
 *
 *   GET /mails?to=<address>  → [{ to, subject, text }] oldest first
 *   GET /health              → 200 once both listen (Playwright waits for it)
 *
 * Usage: node mail-sink.mjs <smtp port> <http port>
 */
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) {
  console.error('Usage: node mail-sink.mjs <smtp port> <http port>');
  process.exit(2);
}

/** @type {{ to: string[]; subject: string; text: string }[]} */
const received = [];

/** A single-part text message's subject and body, its transfer encoding undone. */
export function parseMessage(raw) {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  let text = body;
  if (encoding === 'quoted-printable')
    text = Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  else if (encoding === 'base64') text = Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  return { subject: header('Subject'), text };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      received.push({ to, ...parseMessage(Buffer.concat(chunks).toString('utf8')) });
      callback();
    });
  },
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') {
    response.writeHead(200).end('ok');
    return;
  }
  if (url.pathname === '/mails') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const mails = received.filter((mail) => !to || mail.to.includes(to));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
    return;
  }
  response.writeHead(404).end();
});

smtp.listen(smtpPort, '127.0.0.1', () => {
  http.listen(httpPort, '127.0.0.1', () => console.log(`mail sink: SMTP ${smtpPort}, HTTP ${httpPort}`));
});
