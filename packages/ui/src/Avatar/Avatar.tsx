import { css, useTheme } from '@emotion/react';
import { useState } from 'react';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps {
  /** The player's photo; when missing or broken, `fallbackSrc` (e.g. the Arena logo) or initials show. */
  src?: string | null;
  /** Spec §3: a photo falls back to a logo image. */
  fallbackSrc?: string;
  /** Describes the picture, e.g. the player's name; '' when a name is already next to it. */
  alt: string;
  /** Source of the initials shown when no image loads. */
  name?: string;
  size?: AvatarSize;
  /** Ring colour for podiums and badges: a prize rank or tier token. */
  ring?: 'prizeGold' | 'prizeSilver' | 'prizeBronze' | 'accent' | 'border';
}

/** Up to two letters: the first of the first two words (whole code points, so any script works). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

export function Avatar({ src, fallbackSrc, alt, name = '', size = 'md', ring }: AvatarProps) {
  const theme = useTheme();
  const [broken, setBroken] = useState<readonly string[]>([]);
  const candidates = [src, fallbackSrc].filter((url): url is string => !!url && !broken.includes(url));
  const current = candidates[0];
  const diameter = theme.sizes.avatar[size];
  const frame = css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    inline-size: ${diameter};
    block-size: ${diameter};
    overflow: hidden;
    border-radius: 50%;
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    box-shadow: ${ring ? `0 0 0 ${theme.borderWidths.accent} ${theme.colors[ring]}` : 'none'};
    font-family: ${theme.fonts.display};
    font-weight: ${theme.fontWeights.bold};
    font-size: calc(${diameter} * 0.4);
    line-height: 1;
  `;

  if (current) {
    return (
      <span css={frame}>
        <img
          key={current}
          src={current}
          alt={alt}
          onError={() => setBroken((list) => [...list, current])}
          css={{ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
        />
      </span>
    );
  }
  return (
    <span
      css={frame}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
