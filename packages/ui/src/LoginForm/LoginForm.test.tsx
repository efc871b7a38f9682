import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ArenaThemeProvider } from '../ArenaThemeProvider';
import { LoginForm, type LoginFormProps } from './LoginForm';

const labels = { email: 'Email', password: 'Password', submit: 'Log in', submitting: 'Logging in…' };
const ui = (props: Partial<LoginFormProps>, onSubmit = vi.fn()) => (
  <ArenaThemeProvider lang="en">
    <LoginForm labels={labels} onSubmit={onSubmit} {...props} />
  </ArenaThemeProvider>
);

describe('LoginForm', () => {
  it('submits the trimmed email and the password, and keeps them through an error', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(ui({}, onSubmit));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' a@b.co ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'a@b.co', password: 'secret' });
    rerender(ui({ submitting: true }, onSubmit));
    expect(screen.getByRole('button', { name: 'Logging in…' })).toHaveAttribute('aria-busy', 'true');
    rerender(ui({ error: 'Invalid credentials' }, onSubmit));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('a@b.co');
    expect(screen.getByLabelText('Password')).toHaveValue('secret');
  });
});
