import { TINY_PNG } from '@paydesk/contracts/files/testing/byte-samples';
import type { Page } from '@playwright/test';
import { expect, test } from './portal-test';
import { openSignedInAndWait, signedInPage } from './sign-in';

/**
 * The support conversation of issue 4 through the real portal, as three people signed in at once:
 * a merchant writes to its tenant, a tenant agent answers publicly and internally and escalates to the
 * platform, a platform agent handles the escalated ticket (billable, Jira key), closes and reopens it.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = Date.now().toString(36);
const subject = `Refund webhook missing ${run}`;
const escalationSubject = `Processor drops refund webhooks ${run}`;
const publicReply = `We are looking into it ${run}`;
const internalNote = `Check the processor logs first ${run}`;
const platformNote = `Known processor incident ${run}`;

/** Picks an option of an MUI select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openTicket(page: Page, listPath: string, ticketSubject: string) {
  await page.goto(listPath);
  await page.getByRole('link', { name: ticketSubject }).click();
  await expect(page.getByRole('heading', { name: new RegExp(ticketSubject) })).toBeVisible();
}

async function reply(page: Page, text: string, kind: 'Public reply' | 'Internal note') {
  await page.getByRole('radio', { name: kind }).check();
  await page.getByRole('textbox', { name: 'Your reply' }).fill(text);
  await page.getByRole('form', { name: 'Reply' }).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(text)).toBeVisible();
  // Sent: the box empties (after the thread shows the reply), ready for the next one.
  await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
}

test('a merchant, a tenant agent and a platform agent run a conversation', async ({ browser }) => {
  // 1. The merchant writes to its tenant.
  const merchant = await signedInPage(browser, 'merchant.admin@acme.test');
  await merchant.goto('/merchant/support');
  await merchant.getByRole('button', { name: 'New ticket' }).click();
  const dialog = merchant.getByRole('dialog', { name: 'Contact Support' });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await choose(merchant, 'Category', 'Integration');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog
    .getByRole('textbox', { name: 'Description' })
    .fill('Refund webhooks stopped arriving yesterday.');
  // An attachment, through the 'Expand fields' menu (spec §2).
  await dialog.getByRole('button', { name: 'Expand fields' }).click();
  await merchant.getByRole('menuitemcheckbox', { name: 'Attachments' }).click();
  await merchant.keyboard.press('Escape');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: Buffer.from(TINY_PNG),
  });
  await expect(merchant.getByText('Files finished uploading')).toBeVisible();
  await expect(send).toBeEnabled();
  await send.click();
  await expect(merchant.getByText('Ticket created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await merchant.goto('/merchant/support-tickets');
  await expect(merchant.getByRole('link', { name: subject })).toBeVisible();

  // 2. The tenant agent answers publicly and leaves an internal note.
  const agent = await signedInPage(browser, 'tenant.agent@northwind.test');
  await openTicket(agent, '/tenant/support-tickets', subject);
  const download = agent.waitForEvent('download');
  await agent.getByRole('button', { name: 'Download receipt.png' }).first().click();
  expect((await download).suggestedFilename()).toBe('receipt.png');
  await reply(agent, publicReply, 'Public reply');
  await reply(agent, internalNote, 'Internal note');

  // 3. The merchant sees the public reply only.
  await openTicket(merchant, '/merchant/support-tickets', subject);
  await expect(merchant.getByText(publicReply)).toBeVisible();
  await expect(merchant.getByText(internalNote)).toHaveCount(0);

  // 4. The agent escalates to the platform.
  await agent.getByRole('button', { name: 'Escalate' }).click();
  const escalation = agent.getByRole('dialog', { name: 'Escalate Ticket' });
  await expect(escalation).toBeVisible();
  await choose(agent, 'Category', 'Processing');
  await escalation.getByRole('textbox', { name: 'Subject' }).fill(escalationSubject);
  await escalation.getByRole('textbox', { name: 'Description' }).fill('The processor drops refund webhooks.');
  await escalation.getByRole('button', { name: 'Send' }).click();
  await expect(agent.getByText('Ticket escalated')).toBeVisible();
  await expect(agent.getByText(/Escalated as ticket #\d+/)).toBeVisible();

  // 5. The platform agent handles the escalated ticket.
  const platform = await signedInPage(browser, 'platform.admin@paydesk.test');
  await openTicket(platform, '/platform/support-tickets', escalationSubject);
  await reply(platform, platformNote, 'Internal note');
  await platform.getByRole('button', { name: 'Billable', exact: true }).click();
  await expect(platform.getByText('Marked billable')).toBeVisible();
  await platform.getByRole('textbox', { name: 'Jira ticket' }).fill('PAY-1234');
  await platform.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(platform.getByText('Jira ticket saved')).toBeVisible();
  await platform.getByRole('button', { name: 'Close ticket' }).click();
  await expect(platform.getByText('Ticket closed')).toBeVisible();
  await expect(platform.getByRole('textbox', { name: 'Your reply' })).toBeDisabled();
  await platform.getByRole('button', { name: 'Reopen ticket' }).click();
  await expect(platform.getByText('Ticket reopened')).toBeVisible();

  // 6. The tenant sees the platform ticket, but not the platform's internal note.
  await agent.goto('/tenant/support-tickets');
  await agent.getByRole('tab', { name: 'Our tickets to the platform' }).click();
  await agent.getByRole('link', { name: escalationSubject }).click();
  await expect(agent.getByRole('heading', { name: new RegExp(escalationSubject) })).toBeVisible();
  await expect(agent.getByText('The processor drops refund webhooks.')).toBeVisible();
  await expect(agent.getByText(platformNote)).toHaveCount(0);
});

test('a tenant admin keeps the team labels and puts one on a ticket', async ({ page }) => {
  await openSignedInAndWait(page, 'tenant.admin@northwind.test', '/tenant/support');
  await page.getByRole('button', { name: 'Labels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Labels' });
  const labels = dialog.getByRole('list', { name: 'Support labels' });
  // Spec §4: the three defaults exist after login and are marked '(default)' with no edit or delete.
  for (const name of ['Pending', 'Done', 'In progress']) {
    await expect(labels.getByText(name, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
  }
  await expect(labels.getByText('(default)')).toHaveCount(3);

  await dialog.getByRole('button', { name: 'Add label' }).click();
  const name = dialog.getByRole('textbox', { name: /^Name/ });
  await name.fill('done');
  await name.blur();
  await expect(dialog.getByText('This field is required and must be alphanumeric.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await name.fill(`Waiting on bank ${run}`);
  await dialog.getByRole('textbox', { name: /^Color \(hex\)/ }).fill('#123ABC');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Label created')).toBeVisible();
  await expect(labels.getByText(`Waiting on bank ${run}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The label goes on the merchant's ticket of the conversation above, for this tenant's side only.
  await openTicket(page, '/tenant/support-tickets', subject);
  await choose(page, 'Label', `Waiting on bank ${run}`);
  await expect(page.getByText(`Label Waiting on bank ${run} set`)).toBeVisible();
  await page.goto(`/tenant/support-tickets`);
  await expect(
    page.getByRole('row', { name: new RegExp(subject) }).getByText(`Waiting on bank ${run}`),
  ).toBeVisible();
});
