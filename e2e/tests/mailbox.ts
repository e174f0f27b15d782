import { expect } from '@playwright/test';

/** A mail the main server delivered to the tests' mailbox (mail-sink.mjs). */
export interface ReceivedMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
}

function sinkUrl(): string {
  const url = process.env.E2E_MAIL_SINK_URL;
  if (!url) throw new Error('E2E_MAIL_SINK_URL is not set (playwright.config.ts sets it)');
  return url;
}

/** The newest mail to `address` whose subject matches, waiting for the dispatcher to deliver it. */
export async function mailTo(address: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${sinkUrl()}/mails?to=${encodeURIComponent(address)}`);
        const mails = (await response.json()) as ReceivedMail[];
        found = mails.filter((mail) => subject.test(mail.subject)).at(-1);
        return found !== undefined;
      },
      { timeout: 30_000, message: `a mail to ${address} matching ${subject}` },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** The first link in a mail's text that starts with `prefix` (e.g. the account link's path). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.includes(prefix));
  if (!link) throw new Error(`no ${prefix} link in: ${mail.text}`);
  return link;
}
