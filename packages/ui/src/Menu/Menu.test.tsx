import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ArenaThemeProvider } from '../ArenaThemeProvider';
import { Menu } from './Menu';

function setup() {
  const onLogout = vi.fn();
  render(
    <ArenaThemeProvider lang="en">
      <Menu
        trigger="Layla"
        items={[
          { id: 'profile', label: 'Profile', href: '/profile' },
          { id: 'public', label: 'Public profile', href: '/public-profile/1' },
          { id: 'logout', label: 'Log out', onSelect: onLogout },
        ]}
      />
      <button type="button">After</button>
    </ArenaThemeProvider>,
  );
  return { onLogout, user: userEvent.setup(), button: screen.getByRole('button', { name: 'Layla' }) };
}

describe('Menu', () => {
  it('is a collapsed menu button until pressed', () => {
    const { button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Enter opens on the first item; arrows wrap; Home and End jump', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    const items = screen.getAllByRole('menuitem');
    expect(screen.getByRole('menu')).toHaveAccessibleName('Layla');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
  });

  it('ArrowUp opens on the last item', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
  });

  it('Escape closes and returns focus to the button', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('choosing an action runs it, closes and returns focus', async () => {
    const { user, button, onLogout } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('links are menu items with their href; a click outside closes', async () => {
    const { user, button } = setup();
    await user.click(button);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
