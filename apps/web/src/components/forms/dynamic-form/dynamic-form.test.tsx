import '../../../i18n/i18n';
import { FormDefinition } from '@paydesk/contracts/validation/form-field';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { DynamicForm } from './dynamic-form';
import type { DynamicFormValues } from './form-values';

const FIELDS = [
  {
    type: 'input',
    name: 'subject',
    label: 'Subject',
    inputType: 'text',
    validations: [
      { name: 'required', message: 'Subject is required' },
      { name: 'minLength:5', message: 'Subject needs 5 characters' },
      { name: 'pattern:[A-Za-z ]+', message: 'Letters only' },
    ],
  },
  {
    type: 'input',
    name: 'contactEmail',
    label: 'Email',
    inputType: 'email',
    value: 'ops@example.com',
    validations: [{ name: 'email', message: 'Not an email' }],
  },
  {
    type: 'input',
    name: 'amount',
    label: 'Amount',
    inputType: 'number',
    validations: [
      { name: 'min:1', message: 'At least 1' },
      { name: 'max:1000', message: 'At most 1000' },
    ],
  },
  {
    type: 'select',
    name: 'priority',
    label: 'Priority',
    value: 'Medium',
    options: [
      { key: 'Low', value: 'Low' },
      { key: 'Medium', value: 'Medium' },
      { key: 'High', value: 'High' },
    ],
  },
  {
    type: 'selectAutoComplete',
    name: 'category',
    label: 'Category',
    options: [
      { id: 1, name: 'Integration' },
      { id: 2, name: 'Processing' },
    ],
    validations: [{ name: 'required', message: 'Category is required' }],
  },
  {
    type: 'radiobutton',
    name: 'channel',
    label: 'Channel',
    options: [
      { key: 'email', value: 'By email' },
      { key: 'phone', value: 'By phone' },
    ],
  },
  { type: 'checkbox', name: 'urgent', label: 'Urgent' },
  {
    type: 'multiSelectAutoComplete',
    name: 'currencies',
    label: 'Currencies',
    multiSelectOptions: [
      { id: 'EUR', name: 'Euro' },
      { id: 'GBP', name: 'Pound Sterling' },
    ],
  },
  { type: 'selectWithApi', name: 'country', label: 'Country', api: '/api/lookups/countries' },
  { type: 'date', name: 'dueDate', label: 'Due date', value: '21/11/2026' },
  {
    type: 'dateRangePicker',
    name: 'period',
    label: 'Period',
    startDateName: 'from',
    endDateName: 'to',
    maxDaysSelected: 30,
  },
  { type: 'button', name: 'send', label: 'Send' },
] as const;

const loadOptions = vi.fn(async (api: string) =>
  api === '/api/lookups/countries'
    ? [
        { id: 'TR', name: 'Türkiye' },
        { id: 'GB', name: 'United Kingdom' },
      ]
    : [],
);

function renderForm() {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<DynamicForm fields={FIELDS} onSubmit={onSubmit} loadOptions={loadOptions} />);
  return { onSubmit, user };
}

const send = () => screen.getByRole('button', { name: 'Send' });

function pickerInput(label: string): HTMLInputElement {
  return screen.getByRole('group', { name: label }).parentElement!.querySelector('input')!;
}

// The first form of the file waits for the lazily imported date pickers; a busy 2-core machine can
// take more than the default second to transform them.
configure({ asyncUtilTimeout: 5000 });

describe('DynamicForm (spec §2, §3 form field definition)', { timeout: 30_000 }, () => {
  it('is a valid definition of the contract schema', () => {
    expect(FormDefinition.safeParse(FIELDS).success).toBe(true);
  });

  it('renders every field type', async () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ops@example.com');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('Medium');
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Channel' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Urgent' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Currencies' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    // The date widgets arrive lazily.
    expect(await screen.findByRole('group', { name: 'Due date' })).toBeInTheDocument();
    expect(pickerInput('Due date')).toHaveValue('21/11/2026');
    expect(await screen.findByRole('group', { name: 'Start date' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'End date' })).toBeInTheDocument();
    expect(screen.getByText('Period')).toBeInTheDocument();
    expect(send()).toBeInTheDocument();
  });

  it('shows the message of every failed named validation once the field is left', async () => {
    const { user } = renderForm();
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    await user.click(subject);
    await user.tab();
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(screen.queryByText('Subject needs 5 characters')).not.toBeInTheDocument();

    await user.type(subject, 'Ab1');
    expect(await screen.findByText('Subject needs 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Letters only')).toBeInTheDocument();
    expect(screen.queryByText('Subject is required')).not.toBeInTheDocument();

    await user.clear(subject);
    await user.type(subject, 'Refund please');
    await waitFor(() => expect(screen.queryByText('Letters only')).not.toBeInTheDocument());
    expect(screen.queryByText('Subject needs 5 characters')).not.toBeInTheDocument();

    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'ops@');
    await user.tab();
    expect(await screen.findByText('Not an email')).toBeInTheDocument();

    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '1500');
    await user.tab();
    expect(await screen.findByText('At most 1000')).toBeInTheDocument();
  });

  it('keeps the button disabled while the form is invalid', async () => {
    const { user } = renderForm();
    await waitFor(() => expect(send()).toBeDisabled());
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Refund please');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Processing' }));
    await waitFor(() => expect(send()).toBeEnabled());
  });

  it('loads selectWithApi options through the loader', async () => {
    const { user } = renderForm();
    expect(loadOptions).toHaveBeenCalledWith('/api/lookups/countries');
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    expect(await screen.findByRole('option', { name: 'Türkiye' })).toBeInTheDocument();
  });

  it('marks selectWithApi as an error when its options cannot be loaded', async () => {
    render(
      <DynamicForm
        fields={[{ type: 'selectWithApi', name: 'tenant', label: 'Tenant', api: '/api/tenants' }]}
        onSubmit={() => {}}
        loadOptions={() => Promise.reject(new Error('down'))}
      />,
    );
    expect(await screen.findByText('The options could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tenant' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('submits the typed values', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), '  Refund please ');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '12.5');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Integration' }));
    await user.click(screen.getByRole('radio', { name: 'By phone' }));
    await user.click(screen.getByRole('checkbox', { name: 'Urgent' }));
    await user.click(screen.getByRole('combobox', { name: 'Currencies' }));
    await user.click(screen.getByRole('option', { name: 'Pound Sterling' }));
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'United Kingdom' }));
    await screen.findByRole('group', { name: 'Start date' });
    fireEvent.change(pickerInput('Start date'), { target: { value: '01/11/2026' } });
    fireEvent.change(pickerInput('End date'), { target: { value: '30/11/2026' } });

    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]![0] as DynamicFormValues<typeof FIELDS>;
    expect(values).toEqual({
      subject: 'Refund please',
      contactEmail: 'ops@example.com',
      amount: 12.5,
      priority: 'Medium',
      category: '1',
      channel: 'phone',
      urgent: true,
      currencies: ['GBP'],
      country: 'GB',
      dueDate: new Date(2026, 10, 21),
      from: new Date(2026, 10, 1),
      to: new Date(2026, 10, 30),
    });
    expect(values).not.toHaveProperty('send');
  });

  it('does not submit a range longer than maxDaysSelected', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <DynamicForm
        fields={[
          { type: 'dateRangePicker', name: 'period', maxDaysSelected: 7 },
          { type: 'button', name: 'go', label: 'Apply' },
        ]}
        onSubmit={onSubmit}
      />,
    );
    await screen.findByRole('group', { name: 'Start date' });
    fireEvent.change(pickerInput('Start date'), { target: { value: '01/11/2026' } });
    fireEvent.change(pickerInput('End date'), { target: { value: '08/11/2026' } });
    expect(await screen.findByText('The range cannot be longer than 7 days')).toBeInTheDocument();
    // Shown once: by the widget, not again as a field message.
    expect(screen.getAllByText('The range cannot be longer than 7 days')).toHaveLength(1);
    // The form's validity follows the widget's message by a render; on a loaded machine, wait for it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled());
    fireEvent.change(pickerInput('End date'), { target: { value: '07/11/2026' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        startDate: new Date(2026, 10, 1),
        endDate: new Date(2026, 10, 7),
      }),
    );
  });

  it('shows the message of a required checkbox left unticked, and has no button unless defined', async () => {
    const user = userEvent.setup();
    render(
      <DynamicForm
        id="terms"
        fields={[
          {
            type: 'checkbox',
            name: 'accept',
            label: 'I accept',
            validations: [{ name: 'required', message: 'Please accept' }],
          },
        ]}
        onSubmit={() => {}}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept' });
    await user.click(box);
    await user.click(box);
    await user.tab();
    expect(await screen.findByText('Please accept')).toBeInTheDocument();
    await user.click(box);
    await waitFor(() => expect(screen.queryByText('Please accept')).not.toBeInTheDocument());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.getElementById('terms')?.tagName).toBe('FORM');
  });

  it('types the submitted values from the definitions', () => {
    type Values = DynamicFormValues<typeof FIELDS>;
    expectTypeOf<Values['subject']>().toEqualTypeOf<string>();
    expectTypeOf<Values['amount']>().toEqualTypeOf<number | null>();
    expectTypeOf<Values['urgent']>().toEqualTypeOf<boolean>();
    expectTypeOf<Values['currencies']>().toEqualTypeOf<string[]>();
    expectTypeOf<Values['dueDate']>().toEqualTypeOf<Date | null>();
    expectTypeOf<Values['from']>().toEqualTypeOf<Date | null>();
    expectTypeOf<Values['category']>().toEqualTypeOf<string | null>();
    expectTypeOf<Values>().not.toHaveProperty('send');
    expectTypeOf<Values>().not.toHaveProperty('period');
  });
});
