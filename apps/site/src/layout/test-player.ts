import type { User } from '@arena/contract';

/** The signed-in player of the header and layout tests. */
export const player = (role: User['role'] = 'player', photo: string | null = null): User => ({
  id: 'u-7',
  name: 'Layla Header',
  email: 'layla@example.com',
  photo,
  created_at: '2026-01-01T00:00:00.000Z',
  provider: 'local',
  emailVerified: true,
  earningsPrivate: false,
  affiliateCode: 'LAYLA7',
  role,
  levelInfo: {
    currentLevel: 3,
    currentTier: { name: 'Rookie', color: '#9CA3AF', minLevel: 1, maxLevel: 10 },
    experiencePoints: 250,
    experienceForCurrentLevel: 200,
    experienceForNextLevel: 300,
    experienceToNextLevel: 50,
    progressPercentage: 50,
  },
});
