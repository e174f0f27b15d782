import '../../i18n/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <ConfirmDialog
      open
      title="Accept proposal?"
      message="You accept proposal version 2."
      confirmLabel="Accept"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { ...view, onConfirm, onCancel, events: userEvent.setup() };
}

describe('confirm dialog', () => {
  it('names the step and confirms once per click', async () => {
    const { events, onConfirm, onCancel } = renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Accept proposal?' });
    expect(dialog).toHaveAccessibleDescription('You accept proposal version 2.');
    await events.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with the Cancel button and with Escape, and confirms nothing', async () => {
    const { events, onConfirm, onCancel } = renderDialog();
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    await events.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends Escape to onDismiss when the two answers both go on', async () => {
    const onDismiss = vi.fn();
    const { events, onCancel } = renderDialog({ cancelLabel: 'Keep draft', onDismiss });
    await events.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await events.click(screen.getByRole('button', { name: 'Keep draft' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('takes no second answer while busy', async () => {
    const { events, onConfirm, onCancel } = renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Accept/ })).toBeDisabled();
    await events.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
