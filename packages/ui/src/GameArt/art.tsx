// Arena's own key art, one abstract scene per game, drawn for Arena: no logos, marks or
// screenshots of the games. Every scene is drawn on a 320 × 180 canvas and bleeds past it, so a
// variant may crop it (tile 4:3, card 16:9, hero 3:1) without showing an edge.
import type { ReactElement } from 'react';

export const artWidth = 320;
export const artHeight = 180;

/** The game's own accent colour (DESIGN.md: each game its own accent), for borders and glows. */
export const gameAccents = {
  lol: '#D4A949',
  cs2: '#F59E0B',
  dota2: '#F0533F',
  valorant: '#FF4655',
  brawlstars: '#FFCE00',
} as const;

export type GameArtId = keyof typeof gameAccents;

export function isGameArtId(id: string): id is GameArtId {
  return Object.hasOwn(gameAccents, id);
}

/**
 * The hero's wider window onto the same scene (3:1). With `slice`, a 16:9 box shows its middle,
 * the 320 × 180 canvas; a 3:1 band shows it whole with the scenery either side.
 */
export const heroViewBox = `-110 0 540 ${artHeight}`;

/** `p` prefixes every defs id, so two pictures on one page never share a gradient. */
type Scene = (p: string) => ReactElement;

const bleed = { x: -160, y: -60, width: artWidth + 320, height: artHeight + 120 };

/** League of Legends: a crystal spire rising over a glowing rift. */
const lol: Scene = (p) => (
  <>
    <defs>
      <linearGradient id={`${p}bg`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#0A1630" />
        <stop offset="0.6" stopColor="#0B1F3A" />
        <stop offset="1" stopColor="#050A16" />
      </linearGradient>
      <radialGradient id={`${p}halo`} cx="0.5" cy="0.45" r="0.5">
        <stop offset="0" stopColor="#3FD3E0" stopOpacity="0.55" />
        <stop offset="1" stopColor="#3FD3E0" stopOpacity="0" />
      </radialGradient>
      <linearGradient id={`${p}crystal`} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#B8F4FF" />
        <stop offset="0.45" stopColor="#37B6D4" />
        <stop offset="1" stopColor="#123A6B" />
      </linearGradient>
      <linearGradient id={`${p}gold`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#F3D27A" />
        <stop offset="1" stopColor="#9A6B1F" />
      </linearGradient>
      <linearGradient id={`${p}rift`} x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stopColor="#3FD3E0" stopOpacity="0" />
        <stop offset="0.5" stopColor="#8CF2FF" />
        <stop offset="1" stopColor="#3FD3E0" stopOpacity="0" />
      </linearGradient>
    </defs>
    <rect {...bleed} fill={`url(#${p}bg)`} />
    {/* Distant ridges */}
    <path
      d="M-160 110 L-110 84 L-60 104 L10 92 L60 112 L118 78 L160 104 L214 70 L262 100 L310 80 L370 106 L420 82 L480 108 V240 H-160 Z"
      fill="#0E2748"
    />
    <path
      d="M-160 140 L-90 124 L-30 140 L40 118 L96 136 L150 120 L230 142 L300 116 L360 138 L420 122 L480 136 V240 H-160 Z"
      fill="#0A1C36"
    />
    <circle cx="160" cy="80" r="96" fill={`url(#${p}halo)`} />
    {/* The rift: a glowing crack across the ground */}
    <path
      d="M-160 156 C -80 176, -20 146, 20 160 S 70 176, 130 158 S 230 140, 280 162 S 360 170, 480 150"
      fill="none"
      stroke={`url(#${p}rift)`}
      strokeWidth="5"
      strokeLinecap="round"
    />
    <path
      d="M-160 156 C -80 176, -20 146, 20 160 S 70 176, 130 158 S 230 140, 280 162 S 360 170, 480 150"
      fill="none"
      stroke="#E8FDFF"
      strokeWidth="1.2"
      opacity="0.9"
    />
    {/* Side shards */}
    <path d="M104 150 L116 96 L128 150 Z" fill={`url(#${p}crystal)`} opacity="0.7" />
    <path d="M116 96 L128 150 L122 150 Z" fill="#0B2A52" opacity="0.6" />
    <path d="M196 152 L210 104 L222 152 Z" fill={`url(#${p}crystal)`} opacity="0.7" />
    <path d="M210 104 L222 152 L215 152 Z" fill="#0B2A52" opacity="0.6" />
    {/* The spire */}
    <path d="M160 18 L184 70 L176 156 L144 156 L136 70 Z" fill={`url(#${p}crystal)`} />
    <path d="M160 18 L184 70 L176 156 L160 156 Z" fill="#0B2A52" opacity="0.45" />
    <path d="M160 18 L160 156" stroke="#E8FDFF" strokeWidth="1" opacity="0.7" />
    <path d="M136 70 L184 70" stroke="#E8FDFF" strokeWidth="0.8" opacity="0.5" />
    {/* Gold crown and base */}
    <path d="M128 150 L192 150 L184 164 L136 164 Z" fill={`url(#${p}gold)`} />
    <path d="M136 72 L126 60 L140 66 Z M184 72 L194 60 L180 66 Z" fill={`url(#${p}gold)`} />
    <g fill="#E8FDFF">
      <circle cx="86" cy="46" r="1.4" />
      <circle cx="232" cy="36" r="1.8" />
      <circle cx="260" cy="64" r="1" />
      <circle cx="56" cy="74" r="1" />
      <path d="M160 4 L162 10 L168 12 L162 14 L160 20 L158 14 L152 12 L158 10 Z" opacity="0.9" />
    </g>
  </>
);

/** CS2: a tactical crosshair over a top-down map grid. */
const cs2: Scene = (p) => {
  const lines = [];
  for (let x = -160; x <= 480; x += 20) lines.push(<line key={`x${x}`} x1={x} y1={-60} x2={x} y2={240} />);
  for (let y = -60; y <= 240; y += 20) lines.push(<line key={`y${y}`} x1={-160} y1={y} x2={480} y2={y} />);
  return (
    <>
      <defs>
        <linearGradient id={`${p}bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#18222F" />
          <stop offset="1" stopColor="#0A0F18" />
        </linearGradient>
        <radialGradient id={`${p}glow`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#F59E0B" stopOpacity="0.35" />
          <stop offset="1" stopColor="#F59E0B" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect {...bleed} fill={`url(#${p}bg)`} />
      <g stroke="#5B7089" strokeWidth="0.6" opacity="0.35">
        {lines}
      </g>
      {/* Map blocks: walls and sites, seen from above */}
      <g fill="#243447" stroke="#3C5470" strokeWidth="1">
        <path d="M20 20 H100 V60 H60 V100 H20 Z" />
        <path d="M220 20 H300 V100 H260 V60 H220 Z" />
        <path d="M20 140 H80 V170 H20 Z" />
        <path d="M240 130 H300 V170 H240 Z" />
        <rect x="140" y="120" width="40" height="20" />
        <path d="M-100 40 H-40 V120 H-80 V80 H-100 Z" />
        <path d="M340 60 H420 V100 H380 V160 H340 Z" />
      </g>
      <g fill="none" stroke="#F59E0B" strokeWidth="1.4" opacity="0.85">
        <rect x="232" y="138" width="20" height="20" strokeDasharray="3 2" />
        <rect x="30" y="30" width="20" height="20" strokeDasharray="3 2" />
      </g>
      <path
        d="M40 160 L120 160 L120 80 L200 80 L200 40 L242 40"
        fill="none"
        stroke="#E8ECF5"
        strokeWidth="1.4"
        strokeDasharray="4 4"
        opacity="0.55"
      />
      <circle cx="160" cy="90" r="70" fill={`url(#${p}glow)`} />
      {/* The crosshair */}
      <g stroke="#FFC15A" strokeLinecap="round" fill="none">
        <circle cx="160" cy="90" r="40" strokeWidth="3" />
        <circle cx="160" cy="90" r="24" strokeWidth="1.2" opacity="0.6" />
        <path d="M160 36 V62 M160 118 V144 M106 90 H132 M188 90 H214" strokeWidth="4" />
      </g>
      <circle cx="160" cy="90" r="3.5" fill="#FFF4DC" />
      <g fill="#FFC15A">
        <path d="M116 50 h10 v3 h-7 v7 h-3 Z" />
        <path d="M204 50 h-10 v3 h7 v7 h3 Z" />
        <path d="M116 130 h10 v-3 h-7 v-7 h-3 Z" />
        <path d="M204 130 h-10 v-3 h7 v-7 h3 Z" />
      </g>
    </>
  );
};

const river = 'M60 -60 C100 20 130 60 160 90 S220 170 260 240';

/** Dota 2: a radiant side and a dire side split by a river, each with its tower. */
const dota2: Scene = (p) => (
  <>
    <defs>
      <linearGradient id={`${p}radiant`} x1="0" y1="1" x2="0.6" y2="0">
        <stop offset="0" stopColor="#0F3B2A" />
        <stop offset="1" stopColor="#1E6B45" />
      </linearGradient>
      <linearGradient id={`${p}dire`} x1="1" y1="0" x2="0.4" y2="1">
        <stop offset="0" stopColor="#3A0D0D" />
        <stop offset="1" stopColor="#7A1E16" />
      </linearGradient>
      <linearGradient id={`${p}river`} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#2BB3E6" stopOpacity="0.2" />
        <stop offset="0.5" stopColor="#9BE7FF" />
        <stop offset="1" stopColor="#2BB3E6" stopOpacity="0.2" />
      </linearGradient>
      <radialGradient id={`${p}sun`} cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stopColor="#B6FFCF" stopOpacity="0.9" />
        <stop offset="1" stopColor="#4ADE80" stopOpacity="0" />
      </radialGradient>
      <radialGradient id={`${p}ember`} cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stopColor="#FFB08A" stopOpacity="0.9" />
        <stop offset="1" stopColor="#F0533F" stopOpacity="0" />
      </radialGradient>
    </defs>
    <rect {...bleed} fill={`url(#${p}dire)`} />
    <path d={`M-160 -60 L60 -60 ${river.slice(7)} L-160 240 Z`} fill={`url(#${p}radiant)`} />
    {/* River between the two sides */}
    <path d={river} fill="none" stroke={`url(#${p}river)`} strokeWidth="12" />
    <path d={river} fill="none" stroke="#E6FAFF" strokeWidth="1.4" opacity="0.7" />
    {/* Lanes */}
    <path
      d="M20 170 L20 30 L300 30"
      fill="none"
      stroke="#E8ECF5"
      strokeWidth="1"
      strokeDasharray="2 5"
      opacity="0.35"
    />
    <path
      d="M20 170 L300 170 L300 30"
      fill="none"
      stroke="#E8ECF5"
      strokeWidth="1"
      strokeDasharray="2 5"
      opacity="0.35"
    />
    {/* Radiant tower */}
    <circle cx="82" cy="104" r="36" fill={`url(#${p}sun)`} />
    <g>
      <path d="M68 156 L74 112 L90 112 L96 156 Z" fill="#D6F5E2" />
      <path d="M82 112 L90 112 L96 156 L82 156 Z" fill="#7CC79A" />
      <path d="M66 112 H98 V106 H66 Z" fill="#EAFBF0" />
      <path d="M70 106 L82 96 L94 106 Z" fill="#A7E8C0" />
      <path d="M82 62 L92 80 L82 92 L72 80 Z" fill="#6BFFA6" />
      <path d="M82 62 L92 80 L82 92 Z" fill="#2FBF6A" />
    </g>
    {/* Dire tower */}
    <circle cx="238" cy="68" r="36" fill={`url(#${p}ember)`} />
    <g>
      <path d="M224 122 L230 78 L246 78 L252 122 Z" fill="#2A0B0B" />
      <path d="M238 78 L246 78 L252 122 L238 122 Z" fill="#120404" />
      <path d="M222 78 L226 68 L232 76 L238 64 L244 76 L250 68 L254 78 Z" fill="#3D1010" />
      <path d="M238 36 L248 56 L238 66 L228 56 Z" fill="#FF7A59" />
      <path d="M238 36 L248 56 L238 66 Z" fill="#C2321F" />
    </g>
    <g fill="#B6FFCF" opacity="0.8">
      <circle cx="40" cy="140" r="1.4" />
      <circle cx="120" cy="150" r="1" />
      <circle cx="56" cy="60" r="1.2" />
    </g>
    <g fill="#FFB08A" opacity="0.8">
      <circle cx="282" cy="120" r="1.4" />
      <circle cx="200" cy="22" r="1" />
      <circle cx="290" cy="58" r="1.2" />
    </g>
  </>
);

/** Valorant: a sharp agent silhouette framed by layered chevrons. */
const valorant: Scene = (p) => (
  <>
    <defs>
      <linearGradient id={`${p}bg`} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#1B2530" />
        <stop offset="1" stopColor="#0B1016" />
      </linearGradient>
      <linearGradient id={`${p}red`} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#FF6B77" />
        <stop offset="1" stopColor="#C8283A" />
      </linearGradient>
      <linearGradient id={`${p}agent`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#2B3947" />
        <stop offset="1" stopColor="#0C1117" />
      </linearGradient>
    </defs>
    <rect {...bleed} fill={`url(#${p}bg)`} />
    {/* Layered chevrons */}
    <path d="M40 200 L160 20 L280 200 L250 200 L160 64 L70 200 Z" fill="#FF4655" opacity="0.22" />
    <path d="M-10 200 L160 -40 L330 200 L306 200 L160 -4 L14 200 Z" fill="#FF4655" opacity="0.12" />
    <path d="M-40 250 L40 130 L80 130 L0 250 Z" fill={`url(#${p}red)`} opacity="0.9" />
    <path d="M360 250 L280 130 L240 130 L320 250 Z" fill={`url(#${p}red)`} opacity="0.9" />
    <path d="M-60 60 L40 60 L20 76 L-60 76 Z" fill="#ECE8E1" opacity="0.8" />
    <path d="M380 100 L272 100 L292 116 L380 116 Z" fill="#ECE8E1" opacity="0.8" />
    {/* The agent: angular hood, visor and shoulders */}
    <path
      d="M160 34 L186 52 L190 84 L178 104 L218 118 L236 190 L84 190 L102 118 L142 104 L130 84 L134 52 Z"
      fill={`url(#${p}agent)`}
      stroke="#4A5B6C"
      strokeWidth="1"
    />
    <path d="M138 72 L182 72 L176 82 L144 82 Z" fill="#FF4655" />
    <path d="M144 82 L176 82 L172 86 L148 86 Z" fill="#8C1E2A" />
    <path d="M160 34 L160 60 L134 52 Z" fill="#3A4A5A" />
    <path d="M142 104 L160 130 L178 104 L170 100 L160 114 L150 100 Z" fill="#FF4655" opacity="0.85" />
    <path d="M102 118 L120 190 L84 190 Z" fill="#1A232D" />
    <path d="M218 118 L200 190 L236 190 Z" fill="#1A232D" />
    {/* Slash lines */}
    <g stroke="#ECE8E1" strokeWidth="1.5" opacity="0.6" strokeLinecap="square">
      <path d="M224 34 L256 34 L266 24" fill="none" />
      <path d="M96 146 L64 146 L54 156" fill="none" />
    </g>
  </>
);

const starPoints = (cx: number, cy: number, outer: number, inner: number, spikes: number) => {
  const points: string[] = [];
  for (let i = 0; i < spikes * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / spikes) * i - Math.PI / 2;
    points.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return points.join(' ');
};

/** Brawl Stars: a bright cartoon burst around a chunky star. */
const brawlstars: Scene = (p) => {
  const rays = [];
  for (let i = 0; i < 16; i++) {
    const a0 = (Math.PI * 2 * i) / 16;
    const a1 = a0 + Math.PI / 16;
    const far = 320;
    rays.push(
      <path
        key={i}
        d={`M160 90 L${(160 + far * Math.cos(a0)).toFixed(1)} ${(90 + far * Math.sin(a0)).toFixed(1)} L${(160 + far * Math.cos(a1)).toFixed(1)} ${(90 + far * Math.sin(a1)).toFixed(1)} Z`}
      />,
    );
  }
  return (
    <>
      <defs>
        <radialGradient id={`${p}bg`} cx="0.5" cy="0.5" r="0.75">
          <stop offset="0" stopColor="#7B4DFF" />
          <stop offset="0.6" stopColor="#3A1FA8" />
          <stop offset="1" stopColor="#140B45" />
        </radialGradient>
        <linearGradient id={`${p}star`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FFF07A" />
          <stop offset="0.6" stopColor="#FFCE00" />
          <stop offset="1" stopColor="#FF9F1A" />
        </linearGradient>
      </defs>
      <rect {...bleed} fill={`url(#${p}bg)`} />
      <g fill="#9D7BFF" opacity="0.35">
        {rays}
      </g>
      {/* Comic burst behind the star */}
      <polygon
        points={starPoints(160, 92, 78, 56, 14)}
        fill="#FF3D7F"
        stroke="#140B45"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <polygon points={starPoints(160, 92, 62, 46, 14)} fill="#FF7AA8" opacity="0.6" />
      {/* The star */}
      <polygon
        points={starPoints(160, 94, 54, 24, 5)}
        fill={`url(#${p}star)`}
        stroke="#140B45"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <path d="M140 78 Q150 70 158 74" fill="none" stroke="#FFFBE0" strokeWidth="4" strokeLinecap="round" />
      <g fill="#140B45">
        <ellipse cx="150" cy="96" rx="4" ry="6.5" />
        <ellipse cx="170" cy="96" rx="4" ry="6.5" />
      </g>
      <path
        d="M150 110 Q160 118 170 110"
        fill="none"
        stroke="#140B45"
        strokeWidth="3"
        strokeLinecap="round"
      />
      {/* Confetti */}
      <g stroke="#140B45" strokeWidth="2" strokeLinejoin="round">
        <polygon points={starPoints(52, 40, 12, 5, 5)} fill="#3FE0FF" />
        <polygon points={starPoints(270, 146, 12, 5, 5)} fill="#7CFF6B" />
        <circle cx="262" cy="38" r="7" fill="#FFCE00" />
        <circle cx="64" cy="142" r="6" fill="#FF7AA8" />
        <rect x="236" y="76" width="12" height="12" rx="2" transform="rotate(20 242 82)" fill="#3FE0FF" />
        <rect x="76" y="90" width="10" height="10" rx="2" transform="rotate(-15 81 95)" fill="#FFCE00" />
        <polygon points={starPoints(-50, 70, 14, 6, 5)} fill="#FFCE00" />
        <circle cx="-80" cy="140" r="6" fill="#3FE0FF" />
        <polygon points={starPoints(370, 60, 14, 6, 5)} fill="#FF7AA8" />
        <circle cx="400" cy="130" r="7" fill="#7CFF6B" />
      </g>
    </>
  );
};

/** Any other game: an Arena emblem in the site's accent, so a new game never shows a blank. */
const fallback: Scene = (p) => (
  <>
    <defs>
      <linearGradient id={`${p}bg`} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#1A2236" />
        <stop offset="1" stopColor="#0B0F1A" />
      </linearGradient>
    </defs>
    <rect {...bleed} fill={`url(#${p}bg)`} />
    <g fill="none" stroke="#A98BFF">
      <polygon points="160,30 212,60 212,120 160,150 108,120 108,60" strokeWidth="4" />
      <polygon points="160,52 193,71 193,109 160,128 127,109 127,71" strokeWidth="1.5" opacity="0.6" />
    </g>
    <path
      d="M140 112 L160 64 L180 112 M147 96 H173"
      fill="none"
      stroke="#E8ECF5"
      strokeWidth="6"
      strokeLinejoin="round"
    />
  </>
);

export const scenes: Record<GameArtId, Scene> & { fallback: Scene } = {
  lol,
  cs2,
  dota2,
  valorant,
  brawlstars,
  fallback,
};
