import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextInput } from './TextInput.tsx';

function Controlled({ select }: { select?: boolean }) {
  const [value, setValue] = useState(select ? 'b' : '');
  return (
    <>
      <TextInput
        label="Name"
        helperText="As on your card"
        required
        select={select}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 5 } }}
      >
        {select && (
          <>
            <option value="a">Alpha</option>
            <option value="b">Bravo</option>
          </>
        )}
      </TextInput>
      <output>{value}</output>
    </>
  );
}

describe('TextInput', () => {
  it('is a text box named by its label and described by its helper text, like TextField', async () => {
    render(<Controlled />);
    const box = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(box.required).toBe(true);
    expect(box.maxLength).toBe(5);
    const helper = screen.getByText('As on your card');
    expect(box.getAttribute('aria-describedby')).toBe(helper.id);
    await userEvent.setup().type(box, 'Jordan');
    expect(screen.getByRole('status').textContent).toBe('Jorda');
  });

  it('marks the field invalid with `error`', () => {
    render(<TextInput label="Email" error helperText="Enter a valid email" value="x" onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('renders `select` as a native select of its options, label above', async () => {
    render(<Controlled select />);
    const select = screen.getByRole('combobox', { name: 'Name' }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByText('As on your card').id);
    expect(screen.getByText('Name', { selector: 'label' }).getAttribute('data-shrink')).toBe('true');
    await userEvent.setup().selectOptions(select, 'Alpha');
    expect(screen.getByRole('status').textContent).toBe('a');
  });
});
