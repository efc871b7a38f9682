import { timersMs } from '@arena/domain';
import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { Icon } from '../Icon';
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
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const svgProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: 'false',
} as const;

const glyphs = {
  copy: <path d="M9 9h11v11H9zM5 15H4V4h11v1" />,
  share: <path d="M12 3v12M7 8l5-5 5 5M5 13v7h14v-7" />,
  done: <path d="M5 12.5l4.5 4.5L19 7.5" />,
};

function Glyph({ name }: { name: keyof typeof glyphs }) {
  return (
    <Icon>
      <svg {...svgProps}>{glyphs[name]}</svg>
    </Icon>
  );
}

function ConfirmingButton({
  label,
  copiedLabel,
  onCopy,
  confirmationMs = timersMs.copyConfirmation,
  variant = 'secondary',
  size = 'sm',
  glyph,
}: CopyButtonProps & { glyph: 'copy' | 'share' }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const press = async () => {
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
        icon={<Glyph name={copied ? 'done' : glyph} />}
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
