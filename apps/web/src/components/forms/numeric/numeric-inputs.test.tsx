import { createEvent, fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderControlled } from '../testing/render-controlled';
import { AmountInput } from './amount-input';
import { CardNumberInput } from './card-number-input';
import { DecimalInput } from './decimal-input';
import { DigitInput, type DigitInputProps } from './digit-input';
import { PercentageInput } from './percentage-input';

function paste(input: HTMLElement, text: string) {
  const event = createEvent.paste(input, { clipboardData: { getData: () => text } });
  fireEvent(input, event);
}

function drop(input: HTMLElement, text: string) {
  const event = createEvent.drop(input, { dataTransfer: { getData: () => text } });
  fireEvent(input, event);
}

describe('DecimalInput (spec §5 decimal-only)', { timeout: 20_000 }, () => {
  it('takes digits and one decimal point; a comma is a point', async () => {
    const { user, current } = renderControlled<string>((p) => <DecimalInput {...p} label="Amount" />, '');
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '12,5.7a');
    expect(input).toHaveValue('12.57');
    expect(current()).toBe('12.57');
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });

  it('cleans pasted text the same way', async () => {
    const { user } = renderControlled<string>((p) => <DecimalInput {...p} label="Amount" />, '');
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.click(input);
    await user.paste('EUR 1 234,56');
    expect(input).toHaveValue('1234.56');
  });
});

describe('AmountInput (spec §9 amounts, as typed)', { timeout: 20_000 }, () => {
  it('keeps the comma the portal shows amounts with, and drops what no amount holds', async () => {
    const { user, current } = renderControlled<string>((p) => <AmountInput {...p} label="Amount" />, '');
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '25.000,5a0');
    expect(input).toHaveValue('25.000,50');
    expect(current()).toBe('25.000,50');
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });

  it('cleans pasted text the same way', async () => {
    const { user } = renderControlled<string>((p) => <AmountInput {...p} label="Amount" />, '');
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.click(input);
    await user.paste('EUR 1 234,56');
    expect(input).toHaveValue('1234,56');
  });
});

describe('DigitInput (spec §5 digit-only)', { timeout: 20_000 }, () => {
  const setup = (options: Partial<DigitInputProps> = {}, initial = '') =>
    renderControlled<string>((p) => <DigitInput {...p} label="Quantity" {...options} />, initial);
  const input = () => screen.getByRole('textbox', { name: 'Quantity' });

  it('permits only digits', async () => {
    const { user } = setup();
    await user.type(input(), '1a2.3-4');
    expect(input()).toHaveValue('1234');
  });

  it('permits a single decimal separator when asked, with the separator asked for', async () => {
    const { user, unmount } = setup({ allowDecimal: true });
    await user.type(input(), '1.2.3,4');
    expect(input()).toHaveValue('1.234');
    unmount();
    const comma = setup({ allowDecimal: true, decimalSeparator: ',' });
    await comma.user.type(input(), '1.2,3,4');
    expect(input()).toHaveValue('12,34');
  });

  it('refuses a key that breaks the pattern', async () => {
    const { user } = setup({ pattern: /^[1-9]\d{0,2}$/ });
    await user.type(input(), '0120');
    expect(input()).toHaveValue('120');
  });

  it('refuses a value above max; reports one below min when the field is left', async () => {
    const { user } = setup({ min: 10, max: 250 });
    await user.type(input(), '260');
    expect(input()).toHaveValue('26');
    await user.clear(input());
    await user.type(input(), '5');
    expect(screen.queryByText('The value must be at least 10')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('The value must be at least 10')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    await user.type(input(), '0');
    expect(screen.queryByText('The value must be at least 10')).not.toBeInTheDocument();
  });

  it('honours the max length', async () => {
    const { user } = setup({ maxLength: 4 });
    await user.type(input(), '123456');
    expect(input()).toHaveValue('1234');
  });

  it('sanitises pasted text and inserts it at the caret', async () => {
    const { user } = setup({ allowDecimal: true }, '1.5');
    await user.click(input());
    (input() as HTMLInputElement).setSelectionRange(0, 0);
    paste(input(), ' 2a3.9 ');
    expect(input()).toHaveValue('239' + '1.5');
  });

  it('sanitises dropped text, within the max length', () => {
    setup({ maxLength: 6 }, '12');
    drop(input(), 'x34-56-78');
    expect(input()).toHaveValue('123456');
  });

  it('property: whatever is pasted, the value is digits within max length and max', () => {
    setup({ maxLength: 5, max: 50_000 });
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        fireEvent.change(input(), { target: { value: '' } });
        paste(input(), text);
        const value = (input() as HTMLInputElement).value;
        expect(value).toMatch(/^\d{0,5}$/);
        if (value) expect(Number(value)).toBeLessThanOrEqual(50_000);
      }),
      { numRuns: 200 },
    );
  });
});

describe('PercentageInput (spec §5 percentage)', { timeout: 20_000 }, () => {
  const setup = () => renderControlled<string>((p) => <PercentageInput {...p} label="Rate" />, '');
  const input = () => screen.getByRole('textbox', { name: 'Rate' });

  it.each([
    ['99.999', '99.99'], // at most two decimals
    ['1000', '100'], // three integer digits only at 100
    ['101', '10'],
    ['100.5', '100.'],
    ['.5', '5'], // no leading dot
    ['005', '05'], // no leading double zero
    ['12.34', '12.34'],
    ['100.00', '100.00'],
  ])('typing %j gives %j', async (typed, shown) => {
    const { user } = setup();
    await user.type(input(), typed);
    expect(input()).toHaveValue(shown);
  });

  it('shows a % sign', () => {
    setup();
    expect(screen.getByText('%')).toBeInTheDocument();
  });
});

describe('CardNumberInput (spec §5: first 6 and last 4 shown on blur)', { timeout: 20_000 }, () => {
  it('shows the whole number only while focused, and masks the middle on blur', async () => {
    const { user, current } = renderControlled<string>(
      (p) => <CardNumberInput {...p} label="Card number" />,
      '',
    );
    const input = screen.getByRole('textbox', { name: 'Card number' });
    await user.type(input, '4111 1111-1111 1111');
    expect(input).toHaveValue('4111111111111111');
    expect(current()).toBe('4111111111111111');
    await user.tab();
    expect(input).toHaveValue('411111******1111');
    // The form keeps the full number; the page only shows the mask.
    expect(current()).toBe('4111111111111111');
    await user.click(input);
    expect(input).toHaveValue('4111111111111111');
  });

  it('masks an initial value before it is ever focused', () => {
    renderControlled<string>((p) => <CardNumberInput {...p} label="Card number" />, '378282246310005');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('378282*****0005');
  });
});
