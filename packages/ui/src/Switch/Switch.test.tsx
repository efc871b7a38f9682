import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ArenaThemeProvider } from '../ArenaThemeProvider';
import { Switch } from './Switch';

const renderSwitch = (props: { checked: boolean; pending?: boolean }) => {
  const onChange = vi.fn();
  render(
    <ArenaThemeProvider lang="en">
      <Switch
        label="Hide my earnings"
        description="Visitors see a private notice."
        onChange={onChange}
        {...props}
      />
    </ArenaThemeProvider>,
  );
  return { onChange, toggle: screen.getByRole('switch', { name: 'Hide my earnings' }) };
};

describe('Switch', () => {
  it('reports the requested state on click, Space and Enter', async () => {
    const user = userEvent.setup();
    const { onChange, toggle } = renderSwitch({ checked: false });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription('Visitors see a private notice.');
    await user.click(toggle);
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(onChange.mock.calls).toEqual([[true], [true], [true]]);
  });

  it('ignores presses while pending', async () => {
    const user = userEvent.setup();
    const { onChange, toggle } = renderSwitch({ checked: true, pending: true });
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    await user.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
  });
});
