import { describe, expect, it } from 'vitest';
import { amountInMinorUnits, amountOverMaximum } from './vt-form-model';

describe('the virtual terminal amount', () => {
  it('takes a comma or a point as the decimal point (spec §5), and the portal format', () => {
    expect(amountInMinorUnits('12,50', 2)).toBe(1250);
    expect(amountInMinorUnits('12.5', 2)).toBe(1250);
    expect(amountInMinorUnits('1.234,50', 2)).toBe(123450);
    expect(amountInMinorUnits('1500', 0)).toBe(1500);
  });

  it('never charges a thousand times the amount meant: a lone dot is a decimal point', () => {
    expect(amountInMinorUnits('1.500', 2)).toBeNull();
    expect(amountInMinorUnits('1.500', 0)).toBeNull();
    expect(amountInMinorUnits('1.500', 3)).toBe(1500);
  });

  it('refuses zero, negatives and text', () => {
    for (const text of ['0', '0,00', '-5', 'abc', '']) expect(amountInMinorUnits(text, 2)).toBeNull();
  });

  it('knows an amount above the cap (1.000.000 in major units) however it is written', () => {
    expect(amountOverMaximum('1000000,01', 2)).toBe(true);
    expect(amountOverMaximum('1.000.000,00', 2)).toBe(false);
    expect(amountOverMaximum('1000000.5', 2)).toBe(true);
    expect(amountOverMaximum('999999.99', 2)).toBe(false);
  });
});
