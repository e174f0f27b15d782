import { expect, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { DEMO_STEP_UP_SECRETS } from '../../apps/server/src/seed/demo-step-up-secrets';

/** The code a demo account's authenticator app shows now (README, "Step-up codes"). */
export function authenticatorCode(email: string): string {
  const secret = DEMO_STEP_UP_SECRETS[email];
  if (!secret) throw new Error(`no demo step-up secret for ${email}`);
  return new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

const PERIOD_MS = 30_000;
/** The time step each account last confirmed with in this worker: the server takes a step once. */
const usedSteps = new Map<string, number>();

/**
 * Confirms the action the portal asks about with the demo account's current code. A second
 * confirmation within the same 30-second step waits for the next one, as a person would for the
 * app's next code (the server refuses a code of a step already used).
 */
export async function confirmStepUp(page: Page, email: string, summary: RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm with your authenticator' });
  await expect(dialog.getByText(summary)).toBeVisible();
  const step = Math.floor(Date.now() / PERIOD_MS);
  if (usedSteps.get(email) === step) await page.waitForTimeout((step + 1) * PERIOD_MS - Date.now() + 200);
  usedSteps.set(email, Math.floor(Date.now() / PERIOD_MS));
  await dialog
    .getByRole('textbox', { name: 'Code from your authenticator app' })
    .fill(authenticatorCode(email));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}
