import { css, useTheme, type Theme } from '@emotion/react';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ElementType, MouseEvent, ReactNode } from 'react';
import { Spinner } from '../Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores presses; the label stays so the name does not change. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Decorative icon shown before the label (use an Icon with flipInRtl for arrows). */
  icon?: ReactNode;
  /** Icon after the label instead of before it. */
  iconEnd?: ReactNode;
  children: ReactNode;
}

type NativeButtonProps = ButtonOwnProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof ButtonOwnProps> & { href?: undefined; as?: undefined };

/**
 * Rendered as a link: `href` alone gives an `<a>`; `as` lets the site pass its router's Link
 * (with whatever props it takes, e.g. `to`) without ui importing the router.
 */
type LinkButtonProps = ButtonOwnProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonOwnProps> & {
    as?: ElementType;
    href?: string;
    disabled?: undefined;
    /** Whatever the `as` component takes, e.g. React Router's `to`. */
    [prop: string]: unknown;
  };

export type ButtonProps = NativeButtonProps | LinkButtonProps;

const heights: Record<ButtonSize, (t: Theme) => string> = {
  sm: (t) => t.touchTarget,
  md: () => '48px',
  lg: () => '56px',
};

function variantStyles(theme: Theme, variant: ButtonVariant) {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return css`
        background: ${colors.accent};
        color: ${colors.onAccent};
        &:hover:not([aria-disabled='true'], :disabled) {
          background: ${colors.accentHover};
        }
      `;
    case 'secondary':
      return css`
        background: ${colors.surfaceRaised};
        color: ${colors.text};
        border-color: ${colors.border};
        &:hover:not([aria-disabled='true'], :disabled) {
          background: ${colors.surfaceHover};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${colors.accent};
        &:hover:not([aria-disabled='true'], :disabled) {
          background: ${colors.surfaceRaised};
        }
      `;
    case 'danger':
      return css`
        background: ${colors.danger};
        color: ${colors.onTone};
        &:hover:not([aria-disabled='true'], :disabled) {
          filter: brightness(1.08);
        }
      `;
  }
}

export function Button(props: ButtonProps) {
  const {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    icon,
    iconEnd,
    children,
    ...rest
  } = props;
  const theme = useTheme();
  const isLink = rest.href !== undefined || rest.as !== undefined;
  const disabled = !isLink && (rest as NativeButtonProps).disabled;

  const styles = [
    css`
      display: ${fullWidth ? 'flex' : 'inline-flex'};
      inline-size: ${fullWidth ? '100%' : 'auto'};
      align-items: center;
      justify-content: center;
      gap: ${theme.space[2]};
      min-block-size: ${heights[size](theme)};
      min-inline-size: ${theme.touchTarget};
      padding-block: 0;
      padding-inline: ${size === 'sm' ? theme.space[3] : size === 'md' ? theme.space[5] : theme.space[6]};
      border: ${theme.borderWidths.hairline} solid transparent;
      border-radius: ${theme.radii.md};
      font-family: inherit;
      font-size: ${size === 'lg' ? theme.fontSizes.lg : size === 'md' ? theme.fontSizes.md : theme.fontSizes.sm};
      font-weight: ${theme.fontWeights.semibold};
      line-height: ${theme.lineHeights.tight};
      text-decoration: none;
      cursor: pointer;
      transition:
        background-color ${theme.durations.fast},
        filter ${theme.durations.fast};
      &:disabled,
      &[aria-disabled='true'] {
        cursor: not-allowed;
        opacity: 0.55;
      }
      &[aria-busy='true'] {
        cursor: progress;
        opacity: 1;
      }
    `,
    variantStyles(theme, variant),
  ];

  const content = (
    <>
      {loading ? <Spinner size="sm" /> : icon}
      <span>{children}</span>
      {!loading && iconEnd}
    </>
  );

  const guard = (event: MouseEvent<HTMLElement>) => {
    if (loading) event.preventDefault();
  };

  if (isLink) {
    const { as: Component = 'a', onClick, ...anchorProps } = rest as LinkButtonProps;
    return (
      <Component
        css={styles}
        aria-busy={loading || undefined}
        aria-disabled={loading || undefined}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          guard(event);
          if (!loading) onClick?.(event);
        }}
        {...anchorProps}
      >
        {content}
      </Component>
    );
  }

  const { type = 'button', onClick, ...buttonProps } = rest as NativeButtonProps;
  return (
    <button
      css={styles}
      type={type}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        guard(event);
        if (!loading) onClick?.(event);
      }}
      {...buttonProps}
      disabled={disabled}
    >
      {content}
    </button>
  );
}
