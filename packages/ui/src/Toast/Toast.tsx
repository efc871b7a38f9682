import { css, keyframes, useTheme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon, SuccessIcon } from '../Icon';
import { sandboxStripReserve } from '../SandboxStrip';

export interface ToastProps {
  /** What just happened, e.g. 'Challenge “Weekend cup” created.'; null shows nothing. */
  message: string | null;
  tone?: 'success' | 'info';
  /** Closes the toast: its close button, Escape while it has focus, or `duration` after it shows. */
  onDismiss: () => void;
  /** How long it stays (ms), paused while the pointer or focus is on it; 0 keeps it until closed. */
  duration?: number;
  /** The close button's name (default: common.dismiss). */
  dismissLabel?: string;
}

/** The words follow the empty live region a moment later, so screen readers hear them. */
const announceDelay = 100;

const rise = keyframes`
  from { opacity: 0; transform: translateY(0.5rem); }
  to { opacity: 1; transform: none; }
`;

/**
 * A short confirmation in a corner of the screen (the end of the bottom edge, clear of the sandbox
 * strip), announced politely: its live region is always there and the words arrive after it. It closes
 * by its button (or Escape on it) or after `duration` (paused while hovered or focused). Mirrors in RTL.
 */
export function Toast({ message, tone = 'success', onDismiss, duration = 8000, dismissLabel }: ToastProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  // The message whose words have been put in the live region (a moment after it was given).
  const [arrived, setArrived] = useState<string | null>(null);
  const shown = message !== null && arrived === message ? message : null;
  const [paused, setPaused] = useState(false);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  // Paused while the reader points at it or is on its button.
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    const events = [
      ['pointerenter', pause],
      ['pointerleave', resume],
      ['focusin', pause],
      ['focusout', resume],
    ] as const;
    for (const [name, handler] of events) box.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of events) box.removeEventListener(name, handler);
    };
  }, []);

  useEffect(() => {
    if (message === null) return;
    const timer = window.setTimeout(() => {
      setArrived(message);
      // A closed toast's button may have left with the focus on it: start from where the reader is now.
      const box = boxRef.current;
      setPaused(Boolean(box && (box.matches(':hover') || box.contains(document.activeElement))));
    }, announceDelay);
    return () => window.clearTimeout(timer);
  }, [message]);

  useEffect(() => {
    if (shown === null || paused || duration === 0) return;
    const timer = window.setTimeout(() => dismiss.current(), duration);
    return () => window.clearTimeout(timer);
  }, [shown, paused, duration]);

  const colour = tone === 'success' ? theme.colors.success : theme.colors.accent;
  const ToneIcon = tone === 'success' ? SuccessIcon : InfoIcon;

  return (
    <div
      ref={boxRef}
      css={[
        css`
          position: fixed;
          z-index: 40;
          inset-inline-end: ${theme.space[4]};
          inset-block-end: calc(${theme.space[4]} + ${sandboxStripReserve});
          max-inline-size: min(28rem, calc(100vw - 2 * ${theme.space[4]}));
        `,
        shown !== null &&
          css`
            display: flex;
            align-items: center;
            gap: ${theme.space[3]};
            padding-block: ${theme.space[2]};
            padding-inline: ${theme.space[4]} ${theme.space[2]};
            background: ${theme.colors.surfaceRaised};
            color: ${theme.colors.text};
            border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
            border-inline-start: ${theme.space[1]} solid ${colour};
            border-radius: ${theme.radii.md};
            box-shadow: 0 8px 24px rgb(0 0 0 / 0.45);
            animation: ${rise} ${theme.durations.base} ease-out;
            @media (prefers-reduced-motion: reduce) {
              animation: none;
            }
          `,
      ]}
    >
      {shown !== null ? (
        <span aria-hidden="true" css={{ color: colour, display: 'inline-flex', flexShrink: 0 }}>
          <ToneIcon />
        </span>
      ) : null}
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        css={{ flex: '1 1 auto', minInlineSize: 0, fontSize: theme.fontSizes.sm, overflowWrap: 'anywhere' }}
      >
        {shown}
      </div>
      {shown !== null ? (
        <button
          type="button"
          aria-label={dismissLabel ?? t('common.dismiss')}
          onClick={() => dismiss.current()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              dismiss.current();
            }
          }}
          css={css`
            flex-shrink: 0;
            display: inline-grid;
            place-items: center;
            inline-size: ${theme.touchTarget};
            block-size: ${theme.touchTarget};
            border: 0;
            border-radius: ${theme.radii.sm};
            background: transparent;
            color: ${theme.colors.textMuted};
            cursor: pointer;
            &:hover {
              background: ${theme.colors.surfaceHover};
              color: ${theme.colors.text};
            }
          `}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
