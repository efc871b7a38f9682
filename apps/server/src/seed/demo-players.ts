// The demo roster: players from the regions Arena serves (the Gulf, South Asia), with XP, counters
// and prize earnings spread out so the landing page's top 5 and stats strip look alive, then newcomers
// (Rookie and Bronze tiers, no earnings yet) who fill the beginners' challenges (demo-challenges.ts seats
// each player only in challenges whose bracket goes with their tier: demo-seating.ts).
// Amounts are USD cents. One player (Fatima) keeps her earnings private.

export interface DemoPlayer {
  name: string;
  email: string;
  country: string;
  provider: 'local' | 'google' | 'discord';
  xp: number;
  challenges: number;
  won: number;
  earningsCents: number;
  earningsPrivate?: boolean;
  /** How long ago the account was created. */
  memberForDays: number;
}

export const demoPlayerAccount = {
  email: 'player@arena.gg',
  password: 'arena-demo-2026',
  name: 'Demo Player',
  country: 'AE',
  // Bronze (level 17), as a beginner's bracket suits; the two finished Valorant challenges add 200 XP.
  xp: 2_950,
  challenges: 18,
  won: 7,
  earningsCents: 18_450,
  memberForDays: 45,
} as const;

export const demoAdminAccount = {
  email: 'admin@arena.gg',
  password: 'arena-admin-2026',
  /**
   * The demo admin's TOTP secret (issue 29), enrolled by the seed so scripts can compute codes; the README
   * shows it. Only a development seed has an operator (production seeds none, decision 0043).
   */
  totpSecret: 'ARENADEMOADMINTOTPKEYTWOZEROTWO6',
  name: 'Arena Admin',
  country: 'AE',
  memberForDays: 400,
} as const;

const roster: [
  name: string,
  country: string,
  xp: number,
  challenges: number,
  won: number,
  earningsCents: number,
][] = [
  ['Faisal Al-Mansoori', 'AE', 41_200, 96, 41, 128_500],
  ['Aisha Al-Harthy', 'OM', 36_800, 88, 37, 112_000],
  ['Rahul Sharma', 'IN', 33_100, 91, 33, 98_750],
  ['Fatima Qureshi', 'PK', 29_750, 74, 29, 87_300],
  ['Omar Al-Sabah', 'KW', 27_400, 70, 26, 76_000],
  ['Priya Nair', 'IN', 24_900, 66, 23, 64_200],
  ['Yousef Al-Qahtani', 'SA', 22_300, 61, 20, 55_500],
  ['Ayesha Siddiqui', 'PK', 19_800, 58, 18, 47_800],
  ['Hamad Al-Marri', 'QA', 17_650, 52, 16, 39_900],
  ['Arjun Mehta', 'IN', 15_200, 49, 14, 32_400],
  ['Mariam Al-Khalifa', 'BH', 13_100, 44, 12, 26_000],
  ['Tanvir Hossain', 'BD', 11_800, 40, 11, 21_750],
  ['Nimal Perera', 'LK', 9_900, 35, 9, 16_200],
  ['Sara Al-Zaabi', 'AE', 8_400, 31, 8, 12_500],
  ['Bilal Chaudhry', 'PK', 6_900, 27, 6, 8_800],
  ['Anjali Gupta', 'IN', 5_600, 22, 5, 5_500],
  ['Khalid Al-Rashid', 'SA', 4_100, 18, 3, 2_750],
  ['Sanjay Thapa', 'NP', 2_900, 12, 2, 1_100],
  ['Noura Al-Mutairi', 'KW', 1_700, 8, 1, 550],
  ['Zain Abbasi', 'PK', 800, 4, 0, 0],
];

/** Newcomers: a few weeks on Arena, Rookie (below 1,260 XP) or low Bronze; name, country, XP, challenges, days. */
const newcomers: [name: string, country: string, xp: number, challenges: number, memberForDays: number][] = [
  ['Hassan Al-Balushi', 'OM', 1_180, 9, 58],
  ['Meera Iyer', 'IN', 1_050, 8, 52],
  ['Usman Tariq', 'PK', 940, 7, 47],
  ['Dana Al-Shamsi', 'AE', 860, 7, 41],
  ['Farhan Kabir', 'BD', 720, 6, 36],
  ['Lina Al-Dosari', 'SA', 610, 5, 30],
  ['Kiran Rai', 'NP', 520, 4, 26],
  ['Reem Al-Hajri', 'QA', 400, 3, 21],
  ['Dilshan Fernando', 'LK', 290, 3, 17],
  ['Imran Malik', 'PK', 180, 2, 12],
];

const providers = ['local', 'google', 'discord'] as const;
const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@demo.arena.gg`;

export const demoPlayers: DemoPlayer[] = [
  ...roster.map(([name, country, xp, challenges, won, earningsCents], index) => ({
    name,
    email: emailOf(name),
    country,
    provider: providers[index % providers.length] ?? 'local',
    xp,
    challenges,
    won,
    earningsCents,
    ...(name === 'Fatima Qureshi' ? { earningsPrivate: true } : {}),
    memberForDays: 360 - index * 15,
  })),
  ...newcomers.map(([name, country, xp, challenges, memberForDays], index) => ({
    name,
    email: emailOf(name),
    country,
    provider: providers[(roster.length + index) % providers.length] ?? 'local',
    xp,
    challenges,
    won: 0,
    earningsCents: 0,
    memberForDays,
  })),
];
