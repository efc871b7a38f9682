import { css, useTheme } from '@emotion/react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for screen readers, e.g. 'Challenge sections'. */
  label: string;
  items: readonly TabItem[];
  /** Controlled selection; pair with onSelect. */
  selectedId?: string;
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
  /** Tabs share the full width (mobile segmented look). */
  fullWidth?: boolean;
}

/**
 * WAI-ARIA tabs with automatic activation. Arrow keys follow the reading direction: in RTL,
 * ArrowLeft moves forward. Home and End jump to the first and last enabled tab.
 */
export function Tabs({
  label,
  items,
  selectedId,
  defaultSelectedId,
  onSelect,
  fullWidth = false,
}: TabsProps) {
  const theme = useTheme();
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [ownSelected, setOwnSelected] = useState(
    defaultSelectedId ?? items.find((item) => !item.disabled)?.id,
  );
  const selected = selectedId ?? ownSelected;
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string) => {
    if (selectedId === undefined) setOwnSelected(id);
    onSelect?.(id);
  };

  const isRtl = () => {
    const holder = listRef.current?.closest('[dir]');
    return (holder?.getAttribute('dir') ?? theme.direction) === 'rtl';
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    const index = enabled.findIndex((item) => item.id === selected);
    const forward = isRtl() ? 'ArrowLeft' : 'ArrowRight';
    const backward = isRtl() ? 'ArrowRight' : 'ArrowLeft';
    let next: TabItem | undefined;
    if (event.key === forward) next = enabled[(index + 1) % enabled.length];
    else if (event.key === backward) next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    listRef.current?.ownerDocument.getElementById(tabId(next.id))?.focus();
  };

  return (
    // min-width 0: inside a grid or flex item the tab row scrolls on its own instead of widening the page.
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space[4], minWidth: 0 }}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        css={css`
          display: flex;
          gap: ${theme.space[1]};
          overflow-x: auto;
          border-block-end: ${theme.borderWidths.hairline} solid ${theme.colors.border};
          scrollbar-width: none;
        `}
      >
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              id={tabId(item.id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId(item.id)}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.id)}
              css={css`
                flex: ${fullWidth ? '1 1 0' : '0 0 auto'};
                min-block-size: ${theme.touchTarget};
                min-inline-size: ${theme.touchTarget};
                padding-inline: ${theme.space[4]};
                margin-block-end: -${theme.borderWidths.hairline};
                border: 0;
                border-block-end: ${theme.borderWidths.accent} solid
                  ${isSelected ? theme.colors.accent : 'transparent'};
                background: transparent;
                color: ${isSelected ? theme.colors.text : theme.colors.textMuted};
                font: inherit;
                font-weight: ${theme.fontWeights.semibold};
                white-space: nowrap;
                cursor: pointer;
                &:hover:not(:disabled) {
                  color: ${theme.colors.text};
                }
                &:disabled {
                  cursor: not-allowed;
                  opacity: 0.55;
                }
                &:focus-visible {
                  outline-offset: -${theme.borderWidths.focus};
                }
              `}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          id={panelId(item.id)}
          role="tabpanel"
          aria-labelledby={tabId(item.id)}
          hidden={item.id !== selected}
          // WAI-ARIA APG: a panel is a tab stop so text-only panels can be reached and read.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
