import { css, useTheme } from '@emotion/react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';

export interface MenuItem {
  id: string;
  label: ReactNode;
  /** A link item; otherwise an action. */
  href?: string;
  /** Runs on choose; for router links call preventDefault and navigate. */
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
  icon?: ReactNode;
  tone?: 'default' | 'danger';
  /** Shown but not chosen now (aria-disabled): it stays in the arrow keys' path so it can be read. */
  disabled?: boolean;
}

export interface MenuProps {
  /** Content of the trigger, e.g. an Avatar and the player's name. */
  trigger: ReactNode;
  /** Accessible name of the trigger when it shows no text (an avatar alone), e.g. 'Account menu'. */
  triggerLabel?: string;
  items: readonly MenuItem[];
  /** Which edge of the trigger the list lines up with. */
  align?: 'start' | 'end';
  /** Open on first render (stories and screenshots). */
  defaultOpen?: boolean;
}

type FocusTarget = 'first' | 'last' | number | null;

/**
 * WAI-ARIA menu button: Enter, Space or ArrowDown open on the first item, ArrowUp on the last;
 * arrows move and wrap, Home and End jump, Escape closes and returns focus to the button, Tab
 * closes and moves on, a click outside closes.
 */
export function Menu({ trigger, triggerLabel, items, align = 'end', defaultOpen = false }: MenuProps) {
  const theme = useTheme();
  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const menuId = `${baseId}-menu`;
  const [open, setOpen] = useState(defaultOpen);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (!open || focusTarget === null) return;
    const last = items.length - 1;
    const index = focusTarget === 'first' ? 0 : focusTarget === 'last' ? last : focusTarget;
    itemRefs.current[index]?.focus();
  }, [open, focusTarget, items.length]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (target: FocusTarget) => {
    setOpen(true);
    setFocusTarget(target);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    setFocusTarget(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    const count = items.length;
    const moves: Record<string, number | undefined> = {
      ArrowDown: (current + 1) % count,
      ArrowUp: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setFocusTarget(next);
      itemRefs.current[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const itemStyle = (tone: MenuItem['tone']) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    inline-size: 100%;
    min-block-size: ${theme.touchTarget};
    padding-inline: ${theme.space[3]};
    border: 0;
    border-radius: ${theme.radii.sm};
    background: transparent;
    color: ${tone === 'danger' ? theme.colors.danger : theme.colors.text};
    font: inherit;
    text-align: start;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
    &:hover,
    &:focus-visible {
      background: ${theme.colors.surfaceHover};
    }
    &:focus-visible {
      outline-offset: -${theme.borderWidths.focus};
    }
    &[aria-disabled='true'] {
      color: ${theme.colors.textMuted};
      cursor: not-allowed;
    }
  `;

  return (
    // Never stretched by a flex parent: the list hangs from the bottom of the button.
    <div ref={rootRef} css={{ position: 'relative', display: 'inline-block', alignSelf: 'flex-start' }}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
        css={css`
          display: inline-flex;
          align-items: center;
          gap: ${theme.space[2]};
          min-block-size: ${theme.touchTarget};
          min-inline-size: ${theme.touchTarget};
          padding-inline: ${theme.space[2]};
          border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
          border-radius: ${theme.radii.pill};
          background: ${theme.colors.surfaceRaised};
          color: ${theme.colors.text};
          font: inherit;
          cursor: pointer;
          &:hover {
            background: ${theme.colors.surfaceHover};
          }
        `}
      >
        {trigger}
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          css={css`
            position: absolute;
            z-index: 10;
            inset-block-start: calc(100% + ${theme.space[1]});
            ${align === 'end' ? 'inset-inline-end' : 'inset-inline-start'}: 0;
            min-inline-size: 12rem;
            padding: ${theme.space[1]};
            background: ${theme.colors.surfaceRaised};
            border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
            border-radius: ${theme.radii.md};
          `}
        >
          {items.map((item, index) => {
            const common = {
              ref: (node: HTMLElement | null) => {
                itemRefs.current[index] = node;
              },
              role: 'menuitem',
              tabIndex: -1,
              'aria-disabled': item.disabled ? true : undefined,
              css: itemStyle(item.tone),
              onClick: (event: MouseEvent<HTMLElement>) => {
                if (item.disabled) {
                  event.preventDefault();
                  return;
                }
                item.onSelect?.(event);
                close(!item.href);
              },
            };
            return item.href ? (
              <a key={item.id} {...common} href={item.href}>
                {item.icon}
                {item.label}
              </a>
            ) : (
              <button key={item.id} {...common} type="button">
                {item.icon}
                {item.label}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
