import { isIP } from 'node:net';
import { type AddressPolicy, addressRefusal } from './webhook-address-guard';

/** Host names plain HTTP may go to: a developer's local receiver, the tests (with loopback allowed). */
const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

export const WEBHOOK_URL_MESSAGES = {
  invalid: 'The webhook URL is not valid',
  httpsOnly: 'The webhook URL must use HTTPS',
} as const;

export type CheckedWebhookUrl =
  | { readonly ok: true; readonly url: URL; readonly policy: AddressPolicy }
  | { readonly ok: false; readonly error: string };

/**
 * What can be decided from a webhook URL alone, before any DNS: it parses, it is HTTPS (plain HTTP
 * only to this machine), and a literal IP host is a public address (the socket never looks a
 * literal up, so the connect-time guard would not see it). A host name is judged again at connect
 * time on its resolved addresses (guardedLookup). Use this wherever an endpoint URL is stored too.
 */
export function checkWebhookUrl(text: string, policy: AddressPolicy): CheckedWebhookUrl {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: WEBHOOK_URL_MESSAGES.invalid };
  }
  const plainLocal = url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname);
  if (url.protocol !== 'https:' && !plainLocal) return { ok: false, error: WEBHOOK_URL_MESSAGES.httpsOnly };
  const connectPolicy: AddressPolicy = { ...policy, onlyLoopback: plainLocal };
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal)) {
    const refusal = addressRefusal(literal, connectPolicy);
    if (refusal) return { ok: false, error: refusal };
  }
  return { ok: true, url, policy: connectPolicy };
}
