import { listLabels } from '@paydesk/contracts/support/labels.endpoints';
import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLabel } from '../../../test/fixtures/support-fixtures';
import { merchantAdmin, merchantSupportUser, platformAdmin, tenantAgent } from '../../../test/fixtures/users';
import { mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { LabelSeeding } from './label-seeding';

const DEFAULTS = [makeLabel('a0000000-0000-4000-8000-000000000001', 'Pending', { isDefault: true })];

afterEach(() => vi.unstubAllGlobals());

/** The seeding component under a parent that renders again on each click. */
function RendersAgain() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <LabelSeeding />
      <button type="button" onClick={() => setRenders(renders + 1)}>{`Render again (${renders})`}</button>
    </>
  );
}

describe('label seeding (spec §4)', { timeout: 20_000 }, () => {
  it.each([
    ['CRM.Support.Lookup', tenantAgent],
    ['Merchant.Support.Lookup', merchantSupportUser],
    [
      'Platform.Support.Lookup',
      { ...platformAdmin, permissions: ['Platform.Support.Lookup'] } as CurrentUser,
    ],
  ])('lists the labels once for a holder of %s', async (_, user) => {
    const api = mockApi().on(listLabels, DEFAULTS);
    const { events } = renderWithUser(<RendersAgain />, user);
    await waitFor(() => expect(api.callsTo(listLabels)).toHaveLength(1));
    await events.click(screen.getByRole('button', { name: 'Render again (0)' }));
    await events.click(screen.getByRole('button', { name: 'Render again (1)' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(listLabels)).toHaveLength(1);
    expect(api.unhandled).toEqual([]);
  });

  it('lists nothing for a user without a support-lookup permission', async () => {
    const api = mockApi().on(listLabels, DEFAULTS);
    renderWithUser(<LabelSeeding />, { ...merchantAdmin, permissions: ['Merchant.Dashboard.View'] });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.calls).toHaveLength(0);
  });
});
