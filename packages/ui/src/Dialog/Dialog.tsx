import { css, useTheme } from '@emotion/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../Icon';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button or a backdrop click; the parent sets `open` to false. */
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Describes the dialog (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the foot of the dialog, e.g. Cancel and Confirm. */
  actions?: ReactNode;
  /** Accessible name of the close button; 'Close' in the reader's language by default. */
  closeLabel?: string;
  /** Close when the backdrop is clicked. Default true; turn off while money is moving. */
  closeOnBackdrop?: boolean;
}

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * A modal built on the native `<dialog>` and `showModal()`: the page behind becomes inert, Tab
 * wraps inside, Escape closes, and focus goes back to whatever opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  closeLabel,
  closeOnBackdrop = true,
}: DialogProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  const closeOnBackdropRef = useRef(closeOnBackdrop);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
    closeOnBackdropRef.current = closeOnBackdrop;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onNativeClose = () => {
      opener.current?.focus();
      opener.current = null;
    };
    const onClick = (event: MouseEvent) => {
      // A click on the dialog element itself (not its content) landed on the backdrop.
      if (event.target === dialog && closeOnBackdropRef.current) onCloseRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // The native cancel event only follows trusted key presses; handling Escape here as well
      // keeps synthetic keyboards (tests, some assistive tech) working. preventDefault stops the
      // browser from also firing cancel for the same press.
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(focusableSelector)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) {
        dialog.close();
        // Unmounted while open: the close event listener is gone, so hand focus back here.
        opener.current?.focus();
      }
    };
  }, []);

  const dialogStyle = css`
    inline-size: min(520px, calc(100vw - 2 * ${theme.space[4]}));
    max-block-size: calc(100dvh - 2 * ${theme.space[4]});
    padding: 0;
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    &::backdrop {
      background: ${theme.colors.backdrop};
    }
  `;

  return (
    <dialog
      ref={ref}
      css={dialogStyle}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <div css={{ padding: theme.space[5], display: 'flex', flexDirection: 'column', gap: theme.space[4] }}>
        <div css={{ display: 'flex', alignItems: 'flex-start', gap: theme.space[3] }}>
          <h2
            id={titleId}
            css={{
              margin: 0,
              flex: 1,
              fontSize: theme.fontSizes.xl,
              fontWeight: theme.fontWeights.bold,
              paddingBlockStart: theme.space[2],
            }}
          >
            {title}
          </h2>
          <button
            type="button"
            aria-label={closeLabel ?? t('common.close')}
            onClick={() => onCloseRef.current()}
            css={css`
              display: inline-flex;
              align-items: center;
              justify-content: center;
              inline-size: ${theme.touchTarget};
              block-size: ${theme.touchTarget};
              margin-inline-end: calc(-1 * ${theme.space[2]});
              margin-block-start: calc(-1 * ${theme.space[1]});
              padding: 0;
              border: 0;
              border-radius: ${theme.radii.md};
              background: transparent;
              color: ${theme.colors.textMuted};
              cursor: pointer;
              &:hover {
                background: ${theme.colors.surfaceHover};
                color: ${theme.colors.text};
              }
            `}
          >
            <CloseIcon />
          </button>
        </div>
        {description ? (
          <p id={descriptionId} css={{ margin: 0, color: theme.colors.textMuted }}>
            {description}
          </p>
        ) : null}
        {children}
        {actions ? (
          <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: theme.space[3] }}>
            {actions}
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
