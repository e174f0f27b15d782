import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import {
  type AddressPolicy,
  guardedLookup,
  type ResolveHost,
  WebhookAddressRefused,
} from './webhook-address-guard';

/** One attempt's result, as the delivery row records it. */
export interface AttemptOutcome {
  readonly ok: boolean;
  readonly status: number | null;
  readonly durationMs: number | null;
  readonly error: string | null;
  /**
   * Retrying cannot help (the URL or its address is refused): the delivery fails now instead of
   * five times over half an hour. The merchant fixes the URL and resends.
   */
  readonly final: boolean;
}

export interface WebhookPost {
  readonly url: URL;
  readonly policy: AddressPolicy;
  readonly resolveHost: ResolveHost;
  readonly headers: Record<string, string>;
  readonly body: string;
  readonly timeoutMs: number;
}

class AttemptTimedOut extends Error {}

/**
 * POSTs one webhook with node:http(s) rather than fetch: only they take a `lookup`, which is where
 * the address guard runs (on the addresses the socket then connects to). No redirect is followed
 * (a 3xx is a failed attempt, never a second request somewhere else), the timeout covers DNS,
 * connect, TLS and the answer's headers, and the answer's body is never read (it is not needed,
 * and an endpoint could stream without end).
 */
export function postWebhook(post: WebhookPost): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const send = post.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(post.url, {
      method: 'POST',
      lookup: guardedLookup(post.policy, post.resolveHost),
      // A fresh connection per attempt: a pooled socket would skip the lookup, and so the guard.
      agent: false,
      headers: { ...post.headers, 'content-length': Buffer.byteLength(post.body).toString() },
    });
    const timer = setTimeout(() => request.destroy(new AttemptTimedOut()), post.timeoutMs);
    request.on('response', (response) => {
      clearTimeout(timer);
      const status = response.statusCode ?? 0;
      response.destroy();
      const ok = status >= 200 && status < 300;
      resolve({
        ok,
        status,
        durationMs: elapsed(),
        error: ok ? null : `The endpoint answered ${status}`,
        final: false,
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, status: null, durationMs: elapsed(), ...failureOf(error, post.timeoutMs) });
    });
    request.end(post.body);
  });
}

function failureOf(error: Error, timeoutMs: number): { error: string; final: boolean } {
  if (error instanceof WebhookAddressRefused) return { error: error.message, final: true };
  if (error instanceof AttemptTimedOut) return { error: `No answer within ${timeoutMs} ms`, final: false };
  return { error: 'The endpoint could not be reached', final: false };
}
