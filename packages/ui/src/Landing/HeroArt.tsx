import { css, useTheme } from '@emotion/react';
import { useId } from 'react';

/**
 * Arena's own hero illustration (no copied logos): a trophy raised over a lit arena floor, with
 * light beams and shards in the theme's violet and prize gold. Decorative; never mirrors in RTL.
 */
export function HeroArt({ className }: { className?: string }) {
  const theme = useTheme();
  const id = `hero${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const { accent, accentHover, prizeGold, prizeBronze, surfaceRaised, background, border } = theme.colors;
  return (
    <svg
      className={className}
      viewBox="0 0 480 360"
      aria-hidden="true"
      focusable="false"
      css={css`
        display: block;
        inline-size: 100%;
        block-size: auto;
      `}
    >
      <defs>
        <radialGradient id={`${id}-glow`} cx="50%" cy="42%" r="55%">
          <stop offset="0" stopColor={accent} stopOpacity="0.55" />
          <stop offset="0.55" stopColor={accent} stopOpacity="0.12" />
          <stop offset="1" stopColor={background} stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={prizeGold} />
          <stop offset="1" stopColor={prizeBronze} />
        </linearGradient>
        <linearGradient id={`${id}-beam`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={accentHover} stopOpacity="0" />
          <stop offset="1" stopColor={accentHover} stopOpacity="0.35" />
        </linearGradient>
        <linearGradient id={`${id}-floor`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={surfaceRaised} />
          <stop offset="1" stopColor={background} />
        </linearGradient>
      </defs>
      <rect width="480" height="360" fill={`url(#${id}-glow)`} />
      {/* Light beams from the stands */}
      <path d="M40 0 L150 270 L175 270 Z" fill={`url(#${id}-beam)`} />
      <path d="M440 0 L330 270 L305 270 Z" fill={`url(#${id}-beam)`} />
      <path d="M240 0 L225 270 L255 270 Z" fill={`url(#${id}-beam)`} opacity="0.6" />
      {/* The arena floor: an ellipse with rings in perspective */}
      <ellipse
        cx="240"
        cy="290"
        rx="220"
        ry="58"
        fill={`url(#${id}-floor)`}
        stroke={border}
        strokeWidth="2"
      />
      <ellipse
        cx="240"
        cy="288"
        rx="160"
        ry="40"
        fill="none"
        stroke={accent}
        strokeOpacity="0.6"
        strokeWidth="2"
      />
      <ellipse
        cx="240"
        cy="286"
        rx="96"
        ry="23"
        fill="none"
        stroke={accent}
        strokeOpacity="0.9"
        strokeWidth="3"
      />
      {/* The plinth */}
      <path d="M196 286 L206 248 H274 L284 286 Z" fill={surfaceRaised} stroke={border} strokeWidth="2" />
      <rect x="214" y="238" width="52" height="12" rx="3" fill={`url(#${id}-gold)`} />
      {/* The trophy */}
      <path
        d="M190 92 H290 V120 C290 168 268 196 240 202 C212 196 190 168 190 120 Z"
        fill={`url(#${id}-gold)`}
      />
      <path
        d="M190 104 H160 C160 140 176 158 198 162 M290 104 H320 C320 140 304 158 282 162"
        fill="none"
        stroke={prizeGold}
        strokeWidth="10"
        strokeLinecap="round"
      />
      <path d="M232 200 H248 L254 238 H226 Z" fill={prizeBronze} />
      <path d="M212 106 L222 106 L222 160 Q214 150 212 130 Z" fill={background} opacity="0.18" />
      {/* A star on the cup */}
      <path
        d="M240 118 L246 132 L261 133 L249 142 L253 157 L240 149 L227 157 L231 142 L219 133 L234 132 Z"
        fill={background}
        opacity="0.35"
      />
      {/* Shards and sparks */}
      <path d="M92 120 L112 100 L118 128 Z" fill={accent} opacity="0.85" />
      <path d="M372 84 L396 96 L374 116 Z" fill={accentHover} opacity="0.8" />
      <path d="M384 196 L404 186 L398 210 Z" fill={prizeGold} opacity="0.8" />
      <path d="M70 214 L88 206 L84 226 Z" fill={prizeGold} opacity="0.7" />
      <circle cx="146" cy="62" r="4" fill={prizeGold} />
      <circle cx="338" cy="48" r="3" fill={accentHover} />
      <circle cx="420" cy="150" r="3" fill={accent} />
      <circle cx="56" cy="160" r="3" fill={accentHover} />
    </svg>
  );
}
