import '../../../i18n/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IDS } from '../testing/onboarding-fixtures';
import { RejectDialog } from './reject-dialog';

function open(kind: 'proposal' | 'agreement' = 'proposal') {
  const onClose = vi.fn();
  render(<RejectDialog kind={kind} id={IDS.proposal} open onClose={onClose} />);
  return { onClose, events: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: 'Save' });
const reason = () => screen.getByRole('textbox', { name: /Reject reason/ });

describe('reject dialog (spec §2)', () => {
  it('is titled by the kind it rejects and keeps Save disabled while the form is invalid', async () => {
    open('agreement');
    expect(screen.getByRole('dialog', { name: 'Reject agreement' })).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it("says 'Reject reason is required' when the reason is left empty", async () => {
    const { events } = open();
    await events.type(reason(), 'x');
    await events.clear(reason());
    expect(await screen.findByText('Reject reason is required')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await events.type(reason(), '   ');
    await events.tab();
    expect(save()).toBeDisabled();
  });

  it('closes with the result Valid and the form value (response Rejected by default)', async () => {
    const { events, onClose } = open();
    await events.type(reason(), 'Fees too high');
    expect(save()).toBeEnabled();
    await events.click(save());
    expect(onClose).toHaveBeenCalledWith({
      status: 'Valid',
      value: { response: 'Rejected', rejectReason: 'Fees too high' },
    });
  });

  it('closes with nothing when cancelled', async () => {
    const { events, onClose } = open();
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledWith(undefined);
  });
});
