#!/usr/bin/env node
/**
 * The browser tests' webhook receiver on 127.0.0.1: the main server's demo merchant Acme delivers
 * its webhooks here (DEMO_WEBHOOK_URL, playwright.config.ts). A spec chooses what it answers and
 * reads what arrived:
 *
 *   POST /hooks                → a delivery; answered with the chosen status (200 at first)
 *   PUT  /answer?status=503    → every later delivery is answered so
 *   GET  /received             → [{ webhookId, status, at }] oldest first
 *   GET  /health               → 200 (Playwright waits for it)
 *
 * Usage: node webhook-sink.mjs <port>
 */
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
if (!port) {
  console.error('Usage: node webhook-sink.mjs <port>');
  process.exit(2);
}

let answer = 200;
/** @type {{ webhookId: string; status: number; at: string }[]} */
const received = [];

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  // The body is not needed: the webhook-id header names the event.
  request.resume();
  request.on('end', () => {
    if (request.method === 'POST' && url.pathname === '/hooks') {
      received.push({
        webhookId: String(request.headers['webhook-id'] ?? ''),
        status: answer,
        at: new Date().toISOString(),
      });
      response.writeHead(answer, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (request.method === 'PUT' && url.pathname === '/answer') {
      const status = Number(url.searchParams.get('status'));
      if (!Number.isInteger(status) || status < 200 || status > 599) {
        response.writeHead(400).end('status must be 200-599');
        return;
      }
      answer = status;
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'GET' && url.pathname === '/received') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
      return;
    }
    if (url.pathname === '/health') {
      response.writeHead(200).end('ok');
      return;
    }
    response.writeHead(404).end();
  });
}).listen(port, '127.0.0.1');
