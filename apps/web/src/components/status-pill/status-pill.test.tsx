import '../../i18n/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATUS_PALETTE } from './status-palette';
import { StatusPill } from './status-pill';

function pill(text: string) {
  return screen.getByText(text).closest('[data-tone]');
}

describe('StatusPill', () => {
  it('shows a general status with its tone and colours', () => {
    render(<StatusPill value="Opened" />);
    const element = pill('Opened');
    expect(element).toHaveAttribute('data-tone', 'positive');
    expect(element).toHaveStyle({ backgroundColor: STATUS_PALETTE.positive.background });
    expect(element).toHaveStyle({ color: STATUS_PALETTE.positive.text });
  });

  it('shows the readable label of a camel-case value', () => {
    render(<StatusPill value="WaitingForApproval" />);
    expect(pill('Waiting for approval')).toHaveAttribute('data-tone', 'pending');
  });

  it('applies the list of its kind', () => {
    render(
      <>
        <StatusPill value="Rejected" kind="consent" />
        <StatusPill value="Abandoned" kind="pipelineOutcome" />
        <StatusPill value="Clarification" kind="supportCategory" />
        <StatusPill value="Created" kind="proposal" />
        <StatusPill value="deleted" kind="user" />
      </>,
    );
    expect(pill('Rejected')).toHaveAttribute('data-tone', 'negative');
    expect(pill('Abandoned')).toHaveAttribute('data-tone', 'black');
    expect(pill('Clarification')).toHaveAttribute('data-tone', 'hold');
    expect(pill('Created')).toHaveAttribute('data-tone', 'pending');
    expect(pill('Deleted')).toHaveAttribute('data-tone', 'black');
  });

  it('shows an unknown value as it comes, neutral, and nothing for no value', () => {
    const { container } = render(
      <>
        <StatusPill value="Settled" />
        <StatusPill value={null} />
      </>,
    );
    expect(pill('Settled')).toHaveAttribute('data-tone', 'neutral');
    expect(container.querySelectorAll('[data-tone]')).toHaveLength(1);
  });

  it('takes a label that overrides the text', () => {
    render(<StatusPill value="Closed" label="Ticket closed" />);
    expect(pill('Ticket closed')).toHaveAttribute('data-tone', 'negative');
  });
});
