import { ALERT_TYPES } from '@paydesk/contracts/alerts/alert.schemas';
import { describe, expect, it } from 'vitest';
import { i18n, loadScreenTexts } from '../../i18n/i18n-signed-in';
import { ALERT_UNITS, alertValueText } from './alert-values';

describe('alert values', () => {
  it('has the units of the contract’s alert types', () => {
    expect(Object.fromEntries(ALERT_TYPES.map((type) => [type.metric, type.unit]))).toEqual(ALERT_UNITS);
  });

  it('writes a value in its metric’s unit', async () => {
    await loadScreenTexts();
    const t = i18n.t.bind(i18n);
    expect(alertValueText(t, 'DeclineRatio', 42.25)).toBe('42,3 %');
    expect(alertValueText(t, 'Amount', 1234.5)).toBe('1.234,50 (base currency)');
    expect(alertValueText(t, 'Velocity', 3.24)).toBe('3,2 /min');
    expect(alertValueText(t, 'Count', 1200)).toBe('1.200');
    expect(alertValueText(t, 'Unknown', 7)).toBe('7');
  });
});
