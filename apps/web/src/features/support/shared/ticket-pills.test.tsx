import { categoryTone, TICKET_CATEGORIES } from '@paydesk/contracts/support/support.model';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../i18n/i18n';
import { CategoryPill, LabelChip, TicketStatusPill } from './ticket-pills';

describe('ticket pills', () => {
  it.each(TICKET_CATEGORIES)('category %s takes the tone of spec §4 (contracts categoryTone)', (category) => {
    render(<CategoryPill category={category} />);
    expect(screen.getByText(category).closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      categoryTone(category),
    );
  });

  it('spec §4 colours: Integration negative, Processing positive, Operational pending, Clarification hold', () => {
    expect(TICKET_CATEGORIES.map((c) => [c, categoryTone(c)])).toEqual([
      ['Integration', 'negative'],
      ['Processing', 'positive'],
      ['Operational', 'pending'],
      ['Clarification', 'hold'],
    ]);
  });

  it.each([
    ['Opened', 'positive'],
    ['Closed', 'negative'],
  ] as const)('status %s is %s', (status, tone) => {
    render(<TicketStatusPill status={status} />);
    expect(screen.getByText(status).closest('[data-tone]')).toHaveAttribute('data-tone', tone);
  });

  it('a label shows in its own colour, with readable text', () => {
    render(
      <>
        <LabelChip label={{ value: 'Done', color: '#90EE90' }} />
        <LabelChip label={{ value: 'In progress', color: '#0000FF' }} />
      </>,
    );
    expect(screen.getByText('Done').closest('[data-color]')).toHaveStyle({
      backgroundColor: '#90EE90',
      color: '#000',
    });
    expect(screen.getByText('In progress').closest('[data-color]')).toHaveStyle({
      backgroundColor: '#0000FF',
      color: '#fff',
    });
  });
});
