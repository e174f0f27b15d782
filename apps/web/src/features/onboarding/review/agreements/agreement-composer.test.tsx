import { getAgreement } from '@paydesk/contracts/onboarding/offers.endpoints';
import {
  createAgreement,
  sendAgreement,
  updateAgreement,
} from '@paydesk/contracts/onboarding/onboarding.endpoints';
import { ONBOARDING_MESSAGES } from '@paydesk/contracts/onboarding/onboarding.model';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeOfferDialog } from '../../../../lib/offers/offer-dialog-store';
import { tenantAgent } from '../../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../../test/mock-api';
import { renderCase } from '../testing/render-case';
import {
  agreementTemplates,
  IDS,
  makeAgreement,
  makeCase,
  makeOfferSummary,
  makePrecheck,
} from '../testing/review-fixtures';
import { serveCase } from '../testing/serve-review';

const rejected = makeOfferSummary({
  id: IDS.proposal1,
  version: 1,
  status: 'Rejected',
  rejectReason: 'Too dear',
});
const accepted = makeOfferSummary({
  id: IDS.proposal2,
  version: 2,
  status: 'Accepted',
  respondedAt: '2025-03-05T11:00:00Z',
});

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.on(createAgreement, () => makeAgreement());
  api.on(updateAgreement, (call) => makeAgreement({ id: call.params.id }));
  api.on(sendAgreement, (call) => makeAgreement({ id: call.params.id, status: 'PendingAcceptance' }));
});
afterEach(() => {
  closeOfferDialog();
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const composer = () => screen.getByRole('dialog', { name: /agreement/i });

async function chooseTemplate(events: UserEvent) {
  await events.click(within(composer()).getByRole('combobox', { name: 'Template' }));
  await events.click(await screen.findByRole('option', { name: 'Merchant services agreement' }));
}

describe('agreements', { timeout: 60_000 }, () => {
  it('writes a new agreement from the accepted proposal and sends it', async () => {
    serveCase(api, makeCase({ proposals: [accepted, rejected] }));
    const { events } = renderCase('?tab=agreements');
    await events.click(await screen.findByRole('button', { name: 'New agreement' }));
    await screen.findByRole('dialog', { name: 'New agreement' });
    expect(
      within(composer()).getByText(
        'Made from proposal version 2, accepted 05/03/2025 11:00: its fees and products are copied.',
      ),
    ).toBeInTheDocument();
    expect(within(composer()).getByText('The body is empty.')).toBeInTheDocument();
    await chooseTemplate(events);
    expect(within(composer()).getByRole('textbox', { name: 'Body (HTML)' })).toHaveValue(
      agreementTemplates[0]!.body,
    );
    expect(
      within(screen.getByTestId('body-preview')).getByText(
        'Between Northwind Payments and Onboard Bikes Ltd.',
      ),
    ).toBeInTheDocument();
    await events.click(within(composer()).getByRole('button', { name: 'Send to merchant' }));
    await waitFor(() => expect(api.callsTo(sendAgreement)).toHaveLength(1));
    expect(api.callsTo(createAgreement)[0]?.params).toEqual({ merchantId: IDS.onboardBikes });
    expect(api.callsTo(createAgreement)[0]?.body).toStrictEqual({
      proposalId: IDS.proposal2,
      agreementBody: agreementTemplates[0]!.body,
    });
    expect(api.callsTo(sendAgreement)[0]?.params).toEqual({ id: IDS.agreement1 });
    expect(await screen.findByText('Agreement sent to the merchant')).toBeInTheDocument();
  });

  it('saves a draft without sending it', async () => {
    serveCase(api, makeCase({ proposals: [accepted] }));
    const { events } = renderCase('?tab=agreements');
    await events.click(await screen.findByRole('button', { name: 'New agreement' }));
    await screen.findByRole('dialog', { name: 'New agreement' });
    await chooseTemplate(events);
    await events.click(within(composer()).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo(createAgreement)).toHaveLength(1));
    expect(api.callsTo(sendAgreement)).toHaveLength(0);
    expect(await screen.findByText('Agreement saved as a draft')).toBeInTheDocument();
  });

  it('reopens a draft agreement and changes its body only', async () => {
    serveCase(
      api,
      makeCase({
        proposals: [accepted],
        agreements: [makeOfferSummary({ id: IDS.agreement1, status: 'Created' })],
      }),
    );
    api.on(getAgreement, () => makeAgreement());
    const { events } = renderCase('?tab=agreements');
    expect(await screen.findByRole('button', { name: 'New agreement' })).toBeDisabled();
    expect(screen.getByText(ONBOARDING_MESSAGES.openAgreementExists)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Edit draft version 1' }));
    await screen.findByRole('dialog', { name: 'Edit agreement draft (version 1)' });
    const body = within(composer()).getByRole('textbox', { name: 'Body (HTML)' });
    expect(body).toHaveValue('<p>Saved agreement</p>');
    await events.clear(body);
    await events.click(body);
    await events.paste('<p>New terms</p>');
    await events.click(within(composer()).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo(updateAgreement)).toHaveLength(1));
    expect(api.callsTo(updateAgreement)[0]?.params).toEqual({ id: IDS.agreement1 });
    expect(api.callsTo(updateAgreement)[0]?.body).toStrictEqual({ agreementBody: '<p>New terms</p>' });
    expect(api.callsTo(createAgreement)).toHaveLength(0);
  });

  it('opens an agreement from its row in the View Agreement dialog', async () => {
    serveCase(
      api,
      makeCase({
        proposals: [accepted],
        agreements: [makeOfferSummary({ id: IDS.agreement1, status: 'PendingAcceptance' })],
      }),
    );
    api.on(getAgreement, () => makeAgreement({ status: 'PendingAcceptance' }));
    const { events } = renderCase('?tab=agreements');
    await events.click(await screen.findByRole('button', { name: 'Open version 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agreement' });
    expect(await within(dialog).findByText('Saved agreement')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it.each([
    [
      'no proposal was accepted',
      makeCase({ proposals: [rejected] }),
      ONBOARDING_MESSAGES.proposalNotAccepted,
    ],
    [
      'an agreement was accepted',
      makeCase({
        proposals: [accepted],
        agreements: [makeOfferSummary({ id: IDS.agreement1, status: 'Accepted' })],
      }),
      ONBOARDING_MESSAGES.alreadyBoarded,
    ],
  ])('offers no new agreement when %s, and says why', async (_, onboarding, reason) => {
    serveCase(api, onboarding);
    renderCase('?tab=agreements');
    expect(await screen.findByRole('button', { name: 'New agreement' })).toBeDisabled();
    expect(screen.getByText(reason)).toBeInTheDocument();
  });

  it('offers no new proposal or agreement to staff without the proposals permission', async () => {
    serveCase(api, makeCase({ precheck: makePrecheck(), proposals: [accepted] }));
    renderCase('?tab=agreements', { ...tenantAgent, permissions: ['CRM.Onboarding.View'] });
    expect(await screen.findByRole('button', { name: 'New agreement' })).toBeDisabled();
    expect(
      screen.getByText('Sending proposals and agreements needs the onboarding proposals permission'),
    ).toBeInTheDocument();
  });
});
