import { describe, expect, it } from 'vitest';
import {
  attemptSignIn,
  Browser,
  DEMO_PASSWORD,
  TEST_CLIENT_ADDRESS,
  useIdentityApp,
} from './identity.test-support';

/**
 * The identity forms read their fields through one reader (interaction-support.ts `field`): a NUL
 * or half a character in an e-mail once reached PostgreSQL and answered 500.
 */
const identityApp = useIdentityApp();

describe('the sign-in and reset forms with characters no e-mail holds', () => {
  it.each(['someone\u0000@paydesk.test', 'some\u0007one@paydesk.test'])(
    'answer %j like any wrong e-mail, never with a 500',
    async (email) => {
      const t = identityApp();
      const signIn = await attemptSignIn(t, TEST_CLIENT_ADDRESS, email, DEMO_PASSWORD);
      expect(signIn.statusCode).toBe(401);
      const reset = await new Browser(t.app).post('/interaction/password-reset', { email });
      expect(reset.statusCode).toBe(400);
      expect(reset.body).toContain('Enter the email of your account.');
    },
  );

  it('still signs in the account itself', async () => {
    const t = identityApp();
    const signIn = await attemptSignIn(t, TEST_CLIENT_ADDRESS, t.users.platformAdmin.email, DEMO_PASSWORD);
    expect(signIn.statusCode).toBe(303);
  });
});
