import {
  DEFAULT_TRANSACTION_COLUMNS,
  TRANSACTION_COLUMNS,
} from '@paydesk/contracts/transactions/transaction.model';
import { describe, expect, it } from 'vitest';
import { choicesOf, moveChoice, shownColumns, toggleChoice } from './column-order';

describe('column order', () => {
  it('lists the shown columns in their order, then every other column', () => {
    const choices = choicesOf(['amount', 'createdAt']);
    expect(choices.slice(0, 2)).toEqual([
      { column: 'amount', shown: true },
      { column: 'createdAt', shown: true },
    ]);
    expect(choices.map((c) => c.column).sort()).toEqual([...TRANSACTION_COLUMNS].sort());
    expect(shownColumns(choices)).toEqual(['amount', 'createdAt']);
  });

  it('moves a line up and down, and not past either end', () => {
    const choices = choicesOf(DEFAULT_TRANSACTION_COLUMNS);
    expect(shownColumns(moveChoice(choices, 1, -1)).slice(0, 2)).toEqual(['externalId', 'createdAt']);
    expect(moveChoice(choices, 0, -1)).toEqual(choices);
    expect(moveChoice(choices, choices.length - 1, 1)).toEqual(choices);
  });

  it('switches a column on where it stands in the list', () => {
    const choices = choicesOf(['createdAt', 'amount']);
    const tenantAt = choices.findIndex((c) => c.column === 'tenantName');
    const moved = moveChoice(moveChoice(toggleChoice(choices, tenantAt), tenantAt, -1), tenantAt - 1, -1);
    expect(shownColumns(moved)).toContain('tenantName');
  });
});
