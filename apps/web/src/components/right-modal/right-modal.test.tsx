// @vitest-environment jsdom
// Reads the inline sizes as written (100vw); happy-dom resolves them to pixels.
import '../../i18n/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RightModal } from './right-modal';

/** A page with a button that opens the modal, as a screen would use it. */
function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('first');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open audit
      </button>
      <RightModal
        open={open}
        title="Audit trail"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <p>{note}</p>
        <button type="button" onClick={() => setNote('second')}>
          Change content
        </button>
      </RightModal>
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Audit trail' });

describe('right-hand modal', { timeout: 20_000 }, () => {
  it('maximises and restores, and stays maximised while it is open', async () => {
    const events = userEvent.setup();
    render(<Harness />);
    await events.click(screen.getByRole('button', { name: 'Open audit' }));
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveStyle({ width: '720px' });

    await events.click(screen.getByRole('button', { name: 'Maximise' }));
    expect(dialog()).toHaveStyle({ width: '100vw' });
    expect(screen.queryByRole('button', { name: 'Maximise' })).not.toBeInTheDocument();
    // Whatever happens inside, the state holds until the modal closes.
    await events.click(screen.getByRole('button', { name: 'Change content' }));
    expect(screen.getByText('second')).toBeInTheDocument();
    expect(dialog()).toHaveStyle({ width: '100vw' });

    await events.click(screen.getByRole('button', { name: 'Restore' }));
    expect(dialog()).toHaveStyle({ width: '720px' });
    expect(screen.getByRole('button', { name: 'Maximise' })).toBeInTheDocument();
  });

  it('forgets the maximised state when it closes: the next opening starts restored', async () => {
    const events = userEvent.setup();
    render(<Harness />);
    await events.click(screen.getByRole('button', { name: 'Open audit' }));
    await events.click(screen.getByRole('button', { name: 'Maximise' }));
    await events.click(screen.getByRole('button', { name: 'Close' }));
    await events.click(screen.getByRole('button', { name: 'Open audit', hidden: true }));
    expect(screen.getByRole('button', { name: 'Maximise' })).toBeInTheDocument();
    expect(dialog()).toHaveStyle({ width: '720px' });
  });

  it('closes on Escape and keeps the focus inside while open', async () => {
    const events = userEvent.setup();
    let closed = 0;
    render(<Harness onClose={() => closed++} />);
    await events.click(screen.getByRole('button', { name: 'Open audit' }));
    for (let i = 0; i < 6; i++) {
      await events.tab();
      expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    }
    await events.keyboard('{Escape}');
    expect(closed).toBe(1);
  });
});
