import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import {
  addressRefusal,
  guardedLookup,
  ipv6Bytes,
  refusedAddressClass,
  WebhookAddressRefused,
} from './webhook-address-guard';
import { checkWebhookUrl } from './webhook-url';

/** The SSRF guard: which addresses a merchant's webhook may reach, by address, URL and resolved name. */

describe('refusedAddressClass', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.20', 'private'],
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.127.255.254', 'shared (CGNAT)'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['fc00::1', 'unique local'],
    ['fd12:3456:789a::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a00:1', 'private'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['64:ff9b::c0a8:101', 'private'],
    ['2002:c0a8:0101::1', 'private'],
  ])('refuses %s as %s', (address, kind) => {
    expect(refusedAddressClass(address)).toBe(kind);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '11.0.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '2002:0808:0808::1',
  ])('lets the public address %s through', (address) => {
    expect(refusedAddressClass(address)).toBeNull();
  });

  it('reads IPv6 forms into their 16 bytes', () => {
    expect(ipv6Bytes('::1')).toEqual([...new Array(15).fill(0), 1]);
    expect(ipv6Bytes('::ffff:1.2.3.4')?.slice(10)).toEqual([0xff, 0xff, 1, 2, 3, 4]);
    expect(ipv6Bytes('2001:db8::ff00:42:8329')).toEqual([
      0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0xff, 0, 0, 0x42, 0x83, 0x29,
    ]);
    expect(ipv6Bytes('10.0.0.1')).toBeNull();
  });
});

describe('addressRefusal', () => {
  it('allows loopback only when the option says so, never another private class', () => {
    expect(addressRefusal('127.0.0.1', { allowLoopback: false })).toBe(
      'The webhook host resolves to a loopback address (127.0.0.1); webhooks are only sent to public addresses',
    );
    expect(addressRefusal('127.0.0.1', { allowLoopback: true })).toBeNull();
    expect(addressRefusal('::1', { allowLoopback: true })).toBeNull();
    expect(addressRefusal('10.0.0.1', { allowLoopback: true })).toMatch(/a private address \(10\.0\.0\.1\)/);
    expect(addressRefusal('169.254.169.254', { allowLoopback: true })).toMatch(/link-local/);
  });
});

describe('checkWebhookUrl', () => {
  const strict = { allowLoopback: false };
  const local = { allowLoopback: true };
  it('refuses bad, cleartext and literal private URLs before any connection', () => {
    expect(checkWebhookUrl('not a url', strict)).toEqual({
      ok: false,
      error: 'The webhook URL is not valid',
    });
    expect(checkWebhookUrl('ftp://hooks.example.com/x', strict)).toEqual({
      ok: false,
      error: 'The webhook URL must use HTTPS',
    });
    expect(checkWebhookUrl('http://hooks.example.com/x', local)).toEqual({
      ok: false,
      error: 'The webhook URL must use HTTPS',
    });
    for (const url of [
      'https://169.254.169.254/latest/meta-data',
      'https://10.1.2.3/hook',
      'https://[::ffff:192.168.0.1]/hook',
      'https://[fd00::1]/hook',
      // The URL parser's spellings of 127.0.0.1 are caught as what they are.
      'https://0x7f.1/hook',
      'https://2130706433/hook',
    ]) {
      const checked = checkWebhookUrl(url, strict);
      expect(checked.ok, url).toBe(false);
      if (!checked.ok) expect(checked.error).toMatch(/^The webhook host resolves to a .* address/);
    }
  });
  it('takes HTTPS host names (judged again at connect) and plain HTTP to this machine only with loopback on', () => {
    expect(checkWebhookUrl('https://hooks.example.com/paydesk', strict)).toMatchObject({ ok: true });
    expect(checkWebhookUrl('http://127.0.0.1:8080/hooks', strict)).toMatchObject({ ok: false });
    expect(checkWebhookUrl('http://127.0.0.1:8080/hooks', local)).toMatchObject({
      ok: true,
      policy: { allowLoopback: true, onlyLoopback: true },
    });
  });
});

describe('guardedLookup', () => {
  const dns =
    (answers: Record<string, string[]>) =>
    async (hostname: string): Promise<LookupAddress[]> =>
      (answers[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  const lookUp = (lookup: ReturnType<typeof guardedLookup>, hostname: string, all: boolean) =>
    new Promise<{ error: Error | null; result: unknown }>((resolve) => {
      lookup(hostname, { all }, (error, address, family) =>
        resolve({ error, result: all ? address : { address, family } }),
      );
    });
  const resolver = dns({
    'public.example.com': ['93.184.216.34', '2606:2800:220:1::1'],
    'metadata.example.com': ['169.254.169.254'],
    'mixed.example.com': ['93.184.216.34', '10.0.0.8'],
    'v6-private.example.com': ['fd00::5'],
    'me.example.com': ['127.0.0.1'],
  });

  it('hands the socket the checked public addresses, in the form it asked for', async () => {
    const lookup = guardedLookup({ allowLoopback: false }, resolver);
    expect(await lookUp(lookup, 'public.example.com', true)).toEqual({
      error: null,
      result: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1::1', family: 6 },
      ],
    });
    expect(await lookUp(lookup, 'public.example.com', false)).toEqual({
      error: null,
      result: { address: '93.184.216.34', family: 4 },
    });
  });

  it('refuses a name that resolves to a private address, even one of several', async () => {
    const lookup = guardedLookup({ allowLoopback: false }, resolver);
    for (const [hostname, kind] of [
      ['metadata.example.com', 'link-local'],
      ['mixed.example.com', 'private'],
      ['v6-private.example.com', 'unique local'],
      ['me.example.com', 'loopback'],
    ]) {
      const { error } = await lookUp(lookup, hostname!, true);
      expect(error, hostname).toBeInstanceOf(WebhookAddressRefused);
      expect(error?.message).toContain(`a ${kind} address`);
    }
    expect(
      (await lookUp(guardedLookup({ allowLoopback: true }, resolver), 'me.example.com', true)).error,
    ).toBeNull();
  });

  it('keeps plain HTTP on this machine: a name resolving elsewhere is refused', async () => {
    const lookup = guardedLookup({ allowLoopback: true, onlyLoopback: true }, resolver);
    expect((await lookUp(lookup, 'me.example.com', false)).error).toBeNull();
    expect((await lookUp(lookup, 'public.example.com', false)).error?.message).toBe(
      'Plain HTTP webhooks are only sent to this machine, not to 93.184.216.34',
    );
  });
});
