import { describe, expect, it } from 'vitest';
import { serverPathsFor } from '../http/service-routing';
import { PingResponse, ping } from './ping.endpoints';

describe('GET /ping (spec §7, §9)', () => {
  it('goes to the merchant API, never crm-prefixed', () => {
    expect(serverPathsFor(ping.path)).toEqual(['/api/v1/ping']);
  });

  it('is a signed-in call of every audience', () => {
    expect(ping).toMatchObject({
      method: 'GET',
      signedIn: true,
      audiences: ['customer', 'tenant', 'platform'],
    });
  });

  it("answers { result: 'pong', serverTime }", () => {
    expect(PingResponse.safeParse({ result: 'pong', serverTime: '2026-01-01T00:00:00.000Z' }).success).toBe(
      true,
    );
    expect(PingResponse.safeParse({ result: 'ping', serverTime: '2026-01-01T00:00:00.000Z' }).success).toBe(
      false,
    );
    expect(PingResponse.safeParse({ result: 'pong', serverTime: 'yesterday' }).success).toBe(false);
  });
});
