import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { alertTypeLabel, wordsOf } from './alert-type';

describe('alert types', () => {
  it('reads the known codes from the locale', () => {
    expect(alertTypeLabel(i18n.t, 'BinCountryMismatch')).toBe('BIN country mismatch');
    expect(alertTypeLabel(i18n.t, 'HighRiskScore')).toBe('High risk score');
  });

  it('splits an unknown code into words instead of showing it raw', () => {
    expect(alertTypeLabel(i18n.t, 'NewRuleHit')).toBe('New rule hit');
    expect(wordsOf('IPProxyDetected')).toBe('IP proxy detected');
    expect(wordsOf('velocity_limit')).toBe('velocity limit');
    expect(wordsOf('Velocity')).toBe('Velocity');
  });
});
