import { describe, expect, it } from 'vitest';
import { failedValidationMessages, parseValidationName, passesValidation } from './field-validations';
import {
  FORM_FIELD_TYPES,
  FormDefinition,
  FormFieldDefinition,
  toSelectOption,
  valueKeysOf,
} from './form-field';

describe('named validations', () => {
  it('parses exactly the set required, email, minLength:N, maxLength:N, pattern:REGEX, min:N, max:N', () => {
    expect(parseValidationName('required')).toEqual({ kind: 'required' });
    expect(parseValidationName('email')).toEqual({ kind: 'email' });
    expect(parseValidationName('minLength:3')).toEqual({ kind: 'minLength', length: 3 });
    expect(parseValidationName('maxLength:50')).toEqual({ kind: 'maxLength', length: 50 });
    expect(parseValidationName('min:-1.5')).toEqual({ kind: 'min', limit: -1.5 });
    expect(parseValidationName('max:100')).toEqual({ kind: 'max', limit: 100 });
    expect(parseValidationName('pattern:[A-Z]{2}:\\d+')?.kind).toBe('pattern');
    for (const bad of [
      'Required',
      'minLength',
      'minLength:x',
      'min:',
      'max:1e3',
      'pattern:',
      'pattern:(',
      'foo:1',
      '',
    ]) {
      expect(parseValidationName(bad)).toBeNull();
    }
  });

  const check = (name: string, value: unknown) => passesValidation(parseValidationName(name)!, value);

  it('required fails on empty, blank, null, an empty list and an unticked box', () => {
    for (const empty of ['', '   ', null, undefined, [], false]) expect(check('required', empty)).toBe(false);
    for (const filled of ['a', 0, ['x'], true, new Date()]) expect(check('required', filled)).toBe(true);
  });

  it('the other rules pass on an empty value (the field is optional unless required)', () => {
    for (const name of ['email', 'minLength:3', 'maxLength:1', 'pattern:\\d+', 'min:5', 'max:1'])
      expect(check(name, '')).toBe(true);
  });

  it('email, lengths, bounds and whole-value patterns', () => {
    expect(check('email', 'ops@example.com')).toBe(true);
    expect(check('email', 'ops@')).toBe(false);
    expect(check('minLength:3', 'ab')).toBe(false);
    expect(check('minLength:3', 'abc')).toBe(true);
    expect(check('maxLength:3', 'abcd')).toBe(false);
    expect(check('minLength:2', ['a'])).toBe(false);
    expect(check('min:10', '9.99')).toBe(false);
    expect(check('min:10', '10')).toBe(true);
    expect(check('max:100', 100.5)).toBe(false);
    expect(check('max:100', '1,5')).toBe(true);
    expect(check('min:1', 'abc')).toBe(false);
    expect(check('pattern:\\d{3}', '123')).toBe(true);
    expect(check('pattern:\\d{3}', '1234')).toBe(false);
    expect(check('pattern:a|b', 'ab')).toBe(false);
  });

  it('gives the message of every failed validation, in order', () => {
    const validations = [
      { name: 'required', message: 'Name is required' },
      { name: 'minLength:3', message: 'At least 3 characters' },
      { name: 'pattern:[a-z]+', message: 'Lower-case letters only' },
    ];
    expect(failedValidationMessages(validations, '')).toEqual(['Name is required']);
    expect(failedValidationMessages(validations, 'A1')).toEqual([
      'At least 3 characters',
      'Lower-case letters only',
    ]);
    expect(failedValidationMessages(validations, 'abc')).toEqual([]);
  });
});

describe('form field definition (spec §3)', () => {
  it('lists the spec field types', () => {
    expect(FORM_FIELD_TYPES).toEqual([
      'input',
      'button',
      'select',
      'selectAutoComplete',
      'date',
      'radiobutton',
      'checkbox',
      'multiSelectAutoComplete',
      'dateRangePicker',
      'selectWithApi',
    ]);
  });

  it('accepts every spec property', () => {
    const field = {
      type: 'dateRangePicker',
      name: 'period',
      label: 'Period',
      inputType: 'text',
      value: null,
      validations: [{ name: 'required', message: 'Required' }],
      options: [
        { key: 'a', value: 'A' },
        { id: 2, name: 'Two' },
      ],
      api: '/api/lookups/currencies',
      multiSelectOptions: [{ id: 'x', name: 'X' }],
      startDateName: 'from',
      endDateName: 'to',
      ranges: ['today', 'last7Days'],
      maxDaysSelected: 31,
      showTimePicker: true,
    };
    expect(FormFieldDefinition.parse(field)).toEqual(field);
  });

  it('refuses unknown types, unknown validations and selectWithApi without api', () => {
    expect(FormFieldDefinition.safeParse({ type: 'slider', name: 'a' }).success).toBe(false);
    expect(
      FormFieldDefinition.safeParse({
        type: 'input',
        name: 'a',
        validations: [{ name: 'isCool', message: 'x' }],
      }).success,
    ).toBe(false);
    expect(FormFieldDefinition.safeParse({ type: 'selectWithApi', name: 'a' }).success).toBe(false);
    expect(
      FormFieldDefinition.safeParse({
        type: 'dateRangePicker',
        name: 'r',
        startDateName: 'x',
        endDateName: 'x',
      }).success,
    ).toBe(false);
  });

  it('refuses a form with two fields writing the same value key', () => {
    expect(
      FormDefinition.safeParse([
        { type: 'input', name: 'startDate' },
        { type: 'dateRangePicker', name: 'period' },
      ]).success,
    ).toBe(false);
    expect(
      FormDefinition.safeParse([
        { type: 'button', name: 'save' },
        { type: 'dateRangePicker', name: 'period', startDateName: 'from', endDateName: 'to' },
      ]).success,
    ).toBe(true);
  });

  it('normalises key/value and id/name options, and names the value keys of a field', () => {
    expect(toSelectOption({ key: 1, value: 'One' })).toEqual({ value: '1', label: 'One' });
    expect(toSelectOption({ id: 'GBP', name: 'Pound' })).toEqual({ value: 'GBP', label: 'Pound' });
    expect(valueKeysOf({ type: 'button', name: 'save' })).toEqual([]);
    expect(valueKeysOf({ type: 'dateRangePicker', name: 'period' })).toEqual(['startDate', 'endDate']);
    expect(valueKeysOf({ type: 'checkbox', name: 'accept' })).toEqual(['accept']);
  });
});
