import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Chooses `value` in the native select named `label` once its options have come (a tenant or
 * merchant list arrives with its own call), and returns the select for further checks.
 */
export async function chooseListedOption(
  events: UserEvent,
  label: string,
  option: { readonly name: string; readonly value: string },
): Promise<HTMLElement> {
  const select = screen.getByRole('combobox', { name: label });
  await waitFor(() => expect(within(select).getByRole('option', { name: option.name })).toBeInTheDocument());
  await events.selectOptions(select, option.value);
  return select;
}
