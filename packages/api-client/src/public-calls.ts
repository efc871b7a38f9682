// Public reads (spec §7 Public and auth): health, the dashboard, the leaderboard, a public profile, a device id.
import {
  dashboardResponseSchema,
  deviceResponseSchema,
  healthResponseSchema,
  leaderboardResponseSchema,
  publicProfileResponseSchema,
  type DashboardResponse,
  type HealthResponse,
  type LeaderboardResponse,
  type PublicProfileResponse,
} from '@arena/contract';
import { devicePath } from './device';
import type { ClientCore } from './core';

export function publicCalls(core: ClientCore) {
  const { send } = core;
  return {
    health: (): Promise<HealthResponse> =>
      send(healthResponseSchema, '/api/health', { method: 'get' }, 'none'),

    // Public (spec §7 Public and auth)
    dashboard: (): Promise<DashboardResponse> =>
      send(dashboardResponseSchema, '/api/public/dashboard', { method: 'get' }, 'none'),
    leaderboard: (limit: number): Promise<LeaderboardResponse> =>
      send(
        leaderboardResponseSchema,
        '/api/public-profile/leaderboard',
        { method: 'get', searchParams: { limit } },
        'none',
      ),
    publicProfile: (userId: string): Promise<PublicProfileResponse> =>
      send(
        publicProfileResponseSchema,
        `/api/public-profile/${encodeURIComponent(userId)}`,
        { method: 'get' },
        'none',
      ),
    generateDevice: () => send(deviceResponseSchema, devicePath, { method: 'post' }, 'none'),
  };
}
