import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ArenaThemeProvider } from '../ArenaThemeProvider';
import type { Lang } from '../theme/language';
import { Tabs } from './Tabs';

const items = [
  { id: 'a', label: 'One', content: 'First panel' },
  { id: 'b', label: 'Two', content: 'Second panel' },
  { id: 'c', label: 'Three', content: 'Third panel' },
];

function renderTabs(lang: Lang, dir: 'ltr' | 'rtl') {
  const onSelect = vi.fn();
  render(
    <ArenaThemeProvider lang={lang}>
      <div dir={dir}>
        <Tabs label="Sections" items={items} onSelect={onSelect} />
      </div>
    </ArenaThemeProvider>,
  );
  return { onSelect, tabs: screen.getAllByRole('tab') };
}

describe('Tabs', () => {
  it('links each tab to its panel and shows only the selected one', () => {
    const { tabs } = renderTabs('en', 'ltr');
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('First panel');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('One');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
  });

  it('moves forward with ArrowRight in LTR and wraps, Home and End jump', async () => {
    const user = userEvent.setup();
    const { tabs, onSelect } = renderTabs('en', 'ltr');
    await user.click(tabs[0]!);
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(onSelect).toHaveBeenLastCalledWith('b');
    await user.keyboard('{End}');
    expect(tabs[2]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
  });

  it('moves forward with ArrowLeft in RTL', async () => {
    const user = userEvent.setup();
    const { tabs } = renderTabs('ar', 'rtl');
    await user.click(tabs[0]!);
    await user.keyboard('{ArrowLeft}');
    expect(tabs[1]).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Second panel');
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
  });
});
