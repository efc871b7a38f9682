import { timersMs } from '@arena/domain';
import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { CheckIcon, CopyIcon, ShareIcon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';

export interface CopyButtonProps {
  /** e.g. 'Copy link'. */
  label: string;
  /** Shown (and announced) after a successful copy, e.g. 'Copied'. */
  copiedLabel: string;
  /** Does the copying (clipboard is the caller's); a rejected promise shows no confirmation. */
  onCopy: () => void | Promise<unknown>;
  /** spec §9: the confirmation lasts 2 s. */
  confirmationMs?: number;
  /**
   * For a caller that keeps the confirmation's 2 s itself (a state machine): shows 'copied' while true,
   * and the button then only calls `onCopy`.
   */
  copied?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const glyphs = { copy: <CopyIcon />, share: <ShareIcon /> };

function ConfirmingButton({
  label,
  copiedLabel,
  onCopy,
  confirmationMs = timersMs.copyConfirmation,
  variant = 'secondary',
  size = 'sm',
  copied: controlledCopied,
  glyph,
}: CopyButtonProps & { glyph: keyof typeof glyphs }) {
  const [ownCopied, setCopied] = useState(false);
  const copied = controlledCopied ?? ownCopied;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const press = async () => {
    if (controlledCopied !== undefined) {
      void onCopy();
      return;
    }
    try {
      await onCopy();
    } catch {
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), confirmationMs);
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        icon={copied ? <CheckIcon /> : glyphs[glyph]}
        onClick={() => void press()}
      >
        {copied ? copiedLabel : label}
      </Button>
      <VisuallyHidden role="status">{copied ? copiedLabel : ''}</VisuallyHidden>
    </>
  );
}

/** Copies something (a referral link, a code) and confirms with `copiedLabel` for 2 s. */
export function CopyButton(props: CopyButtonProps) {
  return <ConfirmingButton {...props} glyph="copy" />;
}

export interface ShareButtonProps extends Omit<CopyButtonProps, 'onCopy'> {
  /** Shares or copies the profile link; resolves when done. */
  onShare: () => void | Promise<unknown>;
}

/** The public profile's share button (spec §2): the same confirmation with a share icon. */
export function ShareButton({ onShare, ...props }: ShareButtonProps) {
  return <ConfirmingButton {...props} onCopy={onShare} glyph="share" />;
}
