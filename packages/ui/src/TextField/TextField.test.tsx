import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ArenaThemeProvider } from '../ArenaThemeProvider';
import { TextField } from './TextField';

const wrap = (ui: React.ReactNode) => render(<ArenaThemeProvider lang="en">{ui}</ArenaThemeProvider>);

describe('TextField', () => {
  it('describes the field with its hint and error, and marks it invalid', () => {
    wrap(<TextField label="Email" type="email" hint="We never share it." error="Enter a valid email." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Enter a valid email.');
  });

  it('is valid and undescribed without hint or error', () => {
    wrap(<TextField label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('counts characters against maxLength and reports the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    wrap(
      <TextField
        label="Display name"
        maxLength={50}
        showCounter
        counterLabel={(n, max) => `${n} of ${max} characters`}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Display name' });
    await user.type(input, 'Owl');
    expect(onChange).toHaveBeenLastCalledWith('Owl', expect.anything());
    expect(input).toHaveAttribute('maxlength', '50');
    expect(input).toHaveAccessibleDescription('3 of 50 characters');
  });

  it('renders a textarea when multiline', () => {
    wrap(<TextField label="Reason" multiline rows={3} />);
    expect(screen.getByRole('textbox', { name: 'Reason' }).tagName).toBe('TEXTAREA');
  });
});
