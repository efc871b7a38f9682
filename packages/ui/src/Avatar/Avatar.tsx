import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import type { SkillColorName } from '../theme/theme';

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
  /**
   * The player's id: generated initials take a colour derived from it, so a player keeps the same
   * colour everywhere. Without it initials sit on the raised surface.
   */
  colorSeed?: string;
}

const generatedTones: readonly SkillColorName[] = [
  'skill1',
  'skill2',
  'skill3',
  'skill4',
  'skill5',
  'skill6',
];

/** The tone of a generated avatar: a stable pick from six colours, from a hash of the seed (e.g. an id). */
export function avatarToneFor(seed: string): SkillColorName {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return generatedTones[hash % generatedTones.length] ?? 'skill1';
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

/**
 * A player's picture: their photo, else `fallbackSrc`, else generated initials on a colour derived
 * from `colorSeed` (the player's id). Round, with an optional ring for podiums and headers.
 */
export function Avatar({ src, fallbackSrc, alt, name = '', size = 'md', ring, colorSeed }: AvatarProps) {
  const theme = useTheme();
  const [broken, setBroken] = useState<readonly string[]>([]);
  const candidates = [src, fallbackSrc].filter((url): url is string => !!url && !broken.includes(url));
  const current = candidates[0];
  const diameter = theme.sizes.avatar[size];
  const generated = !current && colorSeed ? avatarToneFor(colorSeed) : null;
  const frame = css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    inline-size: ${diameter};
    block-size: ${diameter};
    overflow: hidden;
    border-radius: 50%;
    background: ${generated ? theme.colors[generated] : theme.colors.surfaceRaised};
    color: ${generated ? theme.colors.onTone : theme.colors.text};
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
