import { getAgreement, getProposal } from '@paydesk/contracts/onboarding/offers.endpoints';
import { getMyOnboarding } from '@paydesk/contracts/onboarding/onboarding.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boardingMerchant } from '../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { IDS, makeAgreement, makeCase, makeProposal, summaryOf } from '../testing/onboarding-fixtures';
import { renderOnboarding } from '../testing/render-onboarding';
import { ProposalsPage } from './proposals-page';

let api: MockApi;
const rejected = makeProposal({
  id: IDS.proposal2,
  version: 1,
  status: 'Rejected',
  rejectReason: 'Too dear',
  respondedAt: '2025-03-02T08:00:00.000Z',
});
const accepted = makeProposal({ version: 2, status: 'Accepted', respondedAt: '2025-03-04T08:00:00.000Z' });

beforeEach(() => {
  api = mockApi()
    .on(getMyOnboarding, () =>
      makeCase({
        proposals: [summaryOf(accepted), summaryOf(rejected)],
        agreements: [summaryOf(makeAgreement())],
      }),
    )
    .on(getProposal, ({ params }) => (params.id === IDS.proposal ? accepted : rejected))
    .on(getAgreement, () => makeAgreement());
});

afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const location = () => screen.getByTestId('location').textContent;

describe("the merchant's proposals and agreements", { timeout: 30_000 }, () => {
  it('lists both, newest first, with version, status badge and dates', async () => {
    renderOnboarding(<ProposalsPage />, boardingMerchant, { route: '/boarding/proposals' });
    const proposals = await screen.findByRole('table', { name: 'Proposals' });
    const rows = within(proposals)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Version', 'Status', 'Sent', 'Answered'],
      ['2', 'Accepted', '03/03/2025 10:00', '04/03/2025 08:00'],
      ['1', 'Rejected', '03/03/2025 10:00', '02/03/2025 08:00'],
    ]);
    const agreements = screen.getByRole('table', { name: 'Agreements' });
    expect(within(agreements).getByText('Pending acceptance')).toBeInTheDocument();
    expect(within(agreements).getByText('—')).toBeInTheDocument();
  });

  it('opens a row in the viewer through ?proposalId=, and takes it off when closed', async () => {
    const { events } = renderOnboarding(<ProposalsPage />, boardingMerchant, {
      route: '/boarding/proposals',
    });
    await events.click(await screen.findByRole('button', { name: 'Open proposal version 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proposal' });
    expect(location()).toBe(`/boarding/proposals?proposalId=${IDS.proposal2}`);
    expect(await within(dialog).findByText('Too dear')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/boarding/proposals'));
  });

  it('opens the agreement named by ?agreementId= on arrival', async () => {
    renderOnboarding(<ProposalsPage />, boardingMerchant, {
      route: `/boarding/proposals?agreementId=${IDS.agreement}`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Agreement' });
    expect(await within(dialog).findByText('Agreement version')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('shows only the lists the user holds the key of', async () => {
    renderOnboarding(
      <ProposalsPage />,
      { ...boardingMerchant, permissions: ['viewMerchantPortalAgreements'] },
      { route: '/boarding/proposals' },
    );
    expect(await screen.findByRole('table', { name: 'Agreements' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Proposals' })).not.toBeInTheDocument();
  });
});
