import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderControlled } from '../testing/render-controlled';
import { TextInput } from './text-input';
import { TEXTAREA_DEFAULTS, Textarea } from './textarea';

function ResettableName() {
  const [value, setValue] = useState('');
  return (
    <>
      <TextInput name="name" value={value} onChange={setValue} label="Name" />
      <button type="button" onClick={() => setValue('Grace')}>
        reset
      </button>
    </>
  );
}

describe('TextInput (spec §5 sanitising)', { timeout: 20_000 }, () => {
  it('keeps free text as typed: the form gets it trimmed, the field never rewrites it', async () => {
    const { user, current, blurs } = renderControlled<string>(
      (p) => <TextInput {...p} label="Subject" />,
      '',
    );
    const input = screen.getByRole('textbox', { name: 'Subject' });
    await user.type(input, '  Union Select Cycles Ltd: 3–5 days; €12*3 | <b>Zoë</b> 🙏 ');
    expect(input).toHaveValue('  Union Select Cycles Ltd: 3–5 days; €12*3 | <b>Zoë</b> 🙏 ');
    expect(current()).toBe('Union Select Cycles Ltd: 3–5 days; €12*3 | <b>Zoë</b> 🙏');
    expect(screen.queryByText(/Will be removed/)).not.toBeInTheDocument();
    await user.tab();
    expect(input).toHaveValue('  Union Select Cycles Ltd: 3–5 days; €12*3 | <b>Zoë</b> 🙏 ');
    expect(blurs()).toBe(1);
  });

  it('says under the field what sending will remove, while typing, without changing what is typed', async () => {
    const { user, current } = renderControlled<string>(
      (p) => <TextInput {...p} label="Subject" helperText="Shown to the merchant" />,
      '',
    );
    const input = screen.getByRole('textbox', { name: 'Subject' });
    await user.type(input, "Refund x'; DROP TABLE t --");
    expect(input).toHaveValue("Refund x'; DROP TABLE t --");
    expect(
      screen.getByText('Will be removed when sent: the SQL sequence ; DROP, the SQL comment marker --'),
    ).toBeInTheDocument();
    expect(screen.getByText('Shown to the merchant')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/Will be removed when sent: the SQL sequence ; DROP/);
    expect(current()).toBe("Refund x' TABLE t");
    await user.tab();
    // Told first, so blurring changes nothing: the note stays until the text is sent or edited.
    expect(input).toHaveValue("Refund x'; DROP TABLE t --");
    expect(screen.getByText(/Will be removed when sent/)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Refund');
    expect(screen.queryByText(/Will be removed/)).not.toBeInTheDocument();
  });

  it('sanitises an email: lower case, no spaces, a single @', async () => {
    const { user, current } = renderControlled<string>(
      (p) => <TextInput {...p} type="email" label="Email" />,
      '',
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'Jane.Doe @Example.com@x');
    expect(screen.getByText('Will be removed when sent: the character @, the spaces')).toBeInTheDocument();
    await user.tab();
    expect(input).toHaveValue('jane.doe@example.comx');
    expect(current()).toBe('jane.doe@example.comx');
  });

  it('empties a URL with a forbidden scheme', async () => {
    const { user, current } = renderControlled<string>(
      (p) => <TextInput {...p} type="url" label="Website" />,
      '',
    );
    const input = screen.getByRole('textbox', { name: 'Website' });
    await user.type(input, 'javascript:alert(1)');
    await user.tab();
    expect(input).toHaveValue('');
    expect(current()).toBe('');
  });

  it('honours the max length of its type, or a lower one', async () => {
    const { user, unmount } = renderControlled<string>(
      (p) => <TextInput {...p} type="tel" label="Phone" />,
      '',
    );
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAttribute('maxlength', '20');
    await user.type(phone, '1'.repeat(25));
    expect(phone).toHaveValue('1'.repeat(20));
    unmount();
    renderControlled<string>((p) => <TextInput {...p} type="search" maxLength={300} label="Search" />, '');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('maxlength', '255');
  });

  it('keeps a password as typed', async () => {
    const { user, current, container } = renderControlled<string>(
      (p) => <TextInput {...p} type="password" label="Password" />,
      '',
    );
    const input = container.querySelector('input[type="password"]')!;
    await user.type(input, ' pa;ss|word* ');
    await user.tab();
    expect(input).toHaveValue(' pa;ss|word* ');
    expect(current()).toBe(' pa;ss|word* ');
  });

  it('sanitises an initial value on blur, and shows it as it was', async () => {
    const { user, current } = renderControlled<string>(
      (p) => <TextInput {...p} label="Name" />,
      ' Ada; <script>x</script>',
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveValue(' Ada; <script>x</script>');
    expect(screen.getByText('Will be removed when sent: the <script> tag')).toBeInTheDocument();
    await user.click(input);
    await user.tab();
    expect(current()).toBe('Ada;');
    expect(input).toHaveValue(' Ada; <script>x</script>');
  });

  it('drops what is being typed when the form sets the value from outside (a reset)', async () => {
    render(<ResettableName />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'Ada ');
    expect(input).toHaveValue('Ada ');
    fireEvent.click(screen.getByRole('button', { name: 'reset' })); // no blur: the field keeps focus
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Grace');
  });

  it('shows every error message given, else the helper text', () => {
    const { rerender } = renderControlled<string>(
      (p) => <TextInput {...p} label="Name" helperText="As on the card" />,
      '',
    );
    expect(screen.getByText('As on the card')).toBeInTheDocument();
    rerender(
      <TextInput
        name="n"
        value=""
        onChange={() => {}}
        label="Name"
        error={['Name is required', 'Too short']}
      />,
    );
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Too short')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Textarea (spec §9: 3 rows, min height 60, max 300)', { timeout: 20_000 }, () => {
  it('has the spec defaults and scrolls beyond the max height', () => {
    expect(TEXTAREA_DEFAULTS).toEqual({ rows: 3, minHeight: 60, maxHeight: 300 });
    renderControlled<string>((p) => <Textarea {...p} label="Description" />, '');
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '3');
    expect(area).toHaveStyle({ minHeight: '60px', maxHeight: '300px', overflowY: 'auto' });
    expect(area).toHaveAttribute('maxlength', '1000');
  });

  it('keeps line breaks and sanitises as text', async () => {
    const { user, current } = renderControlled<string>(
      (p) => <Textarea {...p} label="Description" rows={5} />,
      '',
    );
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area).toHaveAttribute('rows', '5');
    await user.type(area, 'Dear team,{Enter}{Enter}please <script>x</script>refund.');
    expect(screen.getByText('Will be removed when sent: the <script> tag')).toBeInTheDocument();
    await user.tab();
    expect(current()).toBe('Dear team,\n\nplease refund.');
  });
});
