import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { ToneName } from '../theme/theme';

export interface CardImage {
  src: string;
  /** Describe the art, or pass '' when it is decorative. */
  alt: string;
}

export interface CardProps {
  children?: ReactNode;
  /** Game art shown as the card header, under a gradient scrim so overlaid text stays legible. */
  image?: CardImage;
  /** Content laid over the bottom of the header image (a title, badges). */
  imageOverlay?: ReactNode;
  /** Border colour by semantic token, e.g. a skill group (`skill3`) or a tier (`tierGold`). */
  accent?: ToneName;
  /** Raised cards sit on top of other surfaces. */
  elevation?: 'surface' | 'raised';
  as?: 'div' | 'article' | 'section' | 'li';
}

export function Card({
  children,
  image,
  imageOverlay,
  accent,
  elevation = 'surface',
  as: Element = 'div',
}: CardProps) {
  const theme = useTheme();
  const border = accent
    ? `${theme.borderWidths.accent} solid ${theme.colors[accent]}`
    : `${theme.borderWidths.hairline} solid ${theme.colors.border}`;
  return (
    <Element
      css={css`
        display: flex;
        flex-direction: column;
        min-inline-size: 0;
        overflow: hidden;
        background: ${elevation === 'raised' ? theme.colors.surfaceRaised : theme.colors.surface};
        color: ${theme.colors.text};
        border: ${border};
        border-radius: ${theme.radii.lg};
        list-style: none;
      `}
    >
      {image ? (
        <div
          css={css`
            position: relative;
            aspect-ratio: 16 / 9;
            background: ${theme.colors.surfaceRaised};
            &::after {
              content: '';
              position: absolute;
              inset: 0;
              background: linear-gradient(
                to bottom,
                ${theme.colors.scrimStart} 35%,
                ${theme.colors.scrimEnd} 100%
              );
            }
          `}
        >
          <img
            src={image.src}
            alt={image.alt}
            css={{ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
          />
          {imageOverlay ? (
            <div
              css={css`
                position: absolute;
                z-index: 1;
                inset-inline: ${theme.space[4]};
                inset-block-end: ${theme.space[3]};
              `}
            >
              {imageOverlay}
            </div>
          ) : null}
        </div>
      ) : null}
      {children ? (
        <div
          css={css`
            display: flex;
            flex-direction: column;
            gap: ${theme.space[3]};
            padding: ${theme.space[4]};
            ${theme.media.tablet} {
              padding: ${theme.space[5]};
            }
          `}
        >
          {children}
        </div>
      ) : null}
    </Element>
  );
}
