import { getActiveCountries, getActiveCurrencies } from '@paydesk/contracts/lookups/lookups.endpoints';
import {
  getMyOnboarding,
  getPrecheckForm,
  savePrecheckForm,
  submitPrecheckForm,
} from '@paydesk/contracts/onboarding/onboarding.endpoints';
import type { PrecheckForm } from '@paydesk/contracts/onboarding/precheck.schemas';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boardingMerchant, tenantAgent } from '../../../test/fixtures/users';
import { jsonResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { COUNTRIES, CURRENCIES, makeCase, makePrecheck } from '../testing/onboarding-fixtures';
import { renderOnboarding } from '../testing/render-onboarding';
import { PrecheckPage } from './precheck-page';

let api: MockApi;
let stored: PrecheckForm;

beforeEach(() => {
  stored = makePrecheck();
  const saved = (status: PrecheckForm['status']) => (call: { body: unknown }) => {
    stored = { ...stored, status, form: call.body as PrecheckForm['form'] };
    return stored;
  };
  api = mockApi()
    .on(getPrecheckForm, () => stored)
    .on(getMyOnboarding, () => makeCase({ precheck: stored }))
    .on(getActiveCountries, COUNTRIES)
    .on(getActiveCurrencies, CURRENCIES)
    .on(savePrecheckForm, saved('Draft'))
    .on(submitPrecheckForm, saved('Submitted'));
});

afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const button = (name: string) => screen.queryByRole('button', { name });

async function open(user = boardingMerchant) {
  const rendered = renderOnboarding(<PrecheckPage />, user);
  await screen.findByRole('textbox', { name: /Legal name/ });
  return rendered;
}

async function fillContact(events: Awaited<ReturnType<typeof open>>['events']) {
  await events.type(field(/Contact name/), 'Conor Walsh');
  await events.type(field(/Contact email/), 'conor@onboard.test');
  await events.type(field(/Contact phone/), '+353 1 234 5678');
}

describe('pre-check form', { timeout: 30_000 }, () => {
  it('shows the sections, the journey and the saved draft, amounts in major units in the portal’s format', async () => {
    await open();
    expect(screen.getByRole('heading', { name: 'Pre-check form' })).toBeInTheDocument();
    for (const section of ['Business', 'Address', 'What you sell', 'Expected volumes', 'Contact'])
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    expect(screen.getByTestId('precheck-status')).toHaveTextContent('Draft');
    expect(screen.getByTestId('journey-precheck')).toBeInTheDocument();
    expect(field(/Legal name/)).toHaveValue('Onboard Bikes Ltd');
    // Spec §9: a comma before the decimals, as every amount of the portal (formatTypedAmount).
    expect(field(/Expected monthly volume/)).toHaveValue('25000,00');
    expect(field(/Average ticket/)).toHaveValue('450,50');
    expect(screen.getAllByText('In EUR')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: /Merchant category/ })).toHaveValue('Bicycle shops (5940)');
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('United Kingdom');
  });

  it("'Save draft' sends the fields given, amounts in integer minor units", async () => {
    const { events } = await open();
    await events.clear(field(/Expected monthly volume/));
    // A point is read as the comma (spec §5), and the screen's own thousands dots are read too.
    await events.type(field(/Expected monthly volume/), '30000.5');
    await events.clear(field(/Average ticket/));
    await events.type(field(/Average ticket/), '1.250,75');
    await events.click(button('Save draft')!);
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(api.callsTo(savePrecheckForm).map((c) => c.body)).toEqual([
      {
        legalName: 'Onboard Bikes Ltd',
        registrationNumber: '12345678',
        country: 'GB',
        addressLine1: '1 Wheel Street',
        city: 'London',
        postalCode: 'E1 6AN',
        merchantCategoryCode: '5940',
        currency: 'EUR',
        expectedMonthlyVolume: 3_000_050,
        averageTicket: 125_075,
      },
    ]);
  });

  it("checks every field on 'Submit for review' with the shared schema's rules", async () => {
    const { events } = await open();
    await events.click(button('Submit for review')!);
    // Contact name and phone are missing; the email's own message covers a missing email too.
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(field(/Contact name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Contact phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('A valid email address')).toBeInTheDocument();
    await events.type(field(/Contact email/), 'not-an-email');
    await events.tab();
    expect(screen.getByText('A valid email address')).toBeInTheDocument();
    expect(field(/Contact email/)).toHaveAttribute('aria-invalid', 'true');
    // The cross-field rule runs once every field is right.
    await events.clear(field(/Contact email/));
    await fillContact(events);
    await events.clear(field(/Average ticket/));
    await events.type(field(/Average ticket/), '25000.01');
    await events.click(button('Submit for review')!);
    expect(
      await screen.findByText('The average ticket cannot exceed the expected monthly volume'),
    ).toBeInTheDocument();
    expect(api.callsTo(submitPrecheckForm)).toEqual([]);
  });

  it('submits the whole form; it is then read-only', async () => {
    const { events } = await open();
    await fillContact(events);
    await events.click(button('Submit for review')!);
    expect(await screen.findByText('Pre-check form submitted for review')).toBeInTheDocument();
    expect(api.callsTo(submitPrecheckForm).map((c) => c.body)).toEqual([
      expect.objectContaining({
        contactName: 'Conor Walsh',
        contactEmail: 'conor@onboard.test',
        contactPhone: '+353 1 234 5678',
        expectedMonthlyVolume: 2_500_000,
        averageTicket: 45_050,
      }),
    ]);
    expect(await screen.findByText('Submitted for review')).toBeInTheDocument();
    expect(field(/Legal name/)).toBeDisabled();
    expect(button('Save draft')).not.toBeInTheDocument();
    expect(button('Submit for review')).not.toBeInTheDocument();
  });

  it('types amounts in the currency’s own decimals', async () => {
    stored = makePrecheck({
      form: { ...makePrecheck().form, currency: 'JPY', expectedMonthlyVolume: 100_000 },
    });
    const { events } = await open();
    expect(field(/Expected monthly volume/)).toHaveValue('100000');
    await events.clear(field(/Average ticket/));
    await events.type(field(/Average ticket/), '10,5');
    await events.click(button('Save draft')!);
    expect(await screen.findByText('Whole JPY only, no decimals')).toBeInTheDocument();
    await events.clear(field(/Average ticket/));
    await events.type(field(/Average ticket/), ',');
    await events.click(button('Save draft')!);
    expect(await screen.findByText('An amount, such as 2500,50')).toBeInTheDocument();
    expect(api.callsTo(savePrecheckForm)).toEqual([]);
  });

  it("puts a 400's field messages on their fields", async () => {
    api.on(savePrecheckForm, () =>
      jsonResponse(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'The request is not valid',
            details: [
              {
                field: 'body.registrationNumber',
                message: 'Letters, digits, spaces, / and - only (2 to 50)',
              },
            ],
          },
        },
        400,
      ),
    );
    const { events } = await open();
    await events.click(button('Save draft')!);
    expect(await screen.findByText('Letters, digits, spaces, / and - only (2 to 50)')).toBeInTheDocument();
    expect(field(/Registration number/)).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('The request is not valid')).toBeInTheDocument();
  });

  it("shows the tenant's note when changes were requested, and the form is editable again", async () => {
    stored = makePrecheck({
      status: 'ChangesRequested',
      reviewNote: 'Please add your trading name.',
      reviewedAt: '2025-03-04T12:00:00.000Z',
    });
    await open();
    const banner = screen.getByTestId('precheck-status');
    expect(within(banner).getByText('Changes requested')).toBeInTheDocument();
    expect(within(banner).getByText('Please add your trading name.')).toBeInTheDocument();
    expect(field(/Trading name/)).toBeEnabled();
    expect(button('Submit for review')).toBeInTheDocument();
  });

  it('is read-only once approved', async () => {
    stored = makePrecheck({ status: 'Approved', reviewedAt: '2025-03-04T12:00:00.000Z' });
    await open();
    expect(screen.getByTestId('precheck-status')).toHaveTextContent('Approved on 04/03/2025');
    expect(field(/City/)).toBeDisabled();
    expect(button('Save draft')).not.toBeInTheDocument();
  });

  it('tells a user without the pre-check key that it is not theirs, and calls nothing', async () => {
    renderOnboarding(<PrecheckPage />, tenantAgent);
    expect(
      await screen.findByText(/This part of onboarding is not available to your account/),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
