// spec §7 Profile: the signed-in player's own profile. Every route needs a token (preHandler
// app.authenticate) and acts on the token's user only; private answers are never cached.
import {
  changePasswordRequestSchema,
  earningsPrivacyRequestSchema,
  updateNameRequestSchema,
  updatePhotoRequestSchema,
  type ChangePasswordResponse,
  type ProfileResponse,
  type UserUpdateResponse,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { setRefreshCookie } from '../auth/refresh-cookie';
import { headerMarker } from '../auth/request-markers';
import type { Database } from '../db/database';
import { rateLimit } from '../http/rate-limits';
import type { ObjectStorage } from '../storage/object-storage';
import { registerPhotoUploadRoute } from './photo-upload-route';
import { profileMessages } from './profile-messages';
import {
  changeDisplayName,
  changePassword,
  readProfile,
  setEarningsPrivacy,
  setProfilePhoto,
} from './profile-service';

// A field left out counts as empty, so it gets the spec's "... is required" message, not a schema error.
const nameBody = updateNameRequestSchema.partial();
const passwordBody = changePasswordRequestSchema.partial();

export function registerProfileRoutes(
  app: FastifyInstance,
  database: Database,
  storage: ObjectStorage,
  jwtSecret: string,
) {
  const authenticated = { preHandler: app.authenticate };
  const body = (request: { body: unknown }) => request.body ?? {};

  app.get('/api/users/profile', authenticated, async (request, reply): Promise<ProfileResponse> => {
    reply.header('cache-control', 'no-store');
    return { data: await readProfile(database, request.userId) };
  });

  app.put('/api/users/profile', authenticated, async (request): Promise<UserUpdateResponse> => {
    const { name = '' } = nameBody.parse(body(request));
    const user = await changeDisplayName(database, request.userId, name);
    return { status: 'success', message: profileMessages.displayNameUpdated, data: { user } };
  });

  app.put('/api/users/profile/photo', authenticated, async (request): Promise<UserUpdateResponse> => {
    const { photo } = updatePhotoRequestSchema.parse(body(request));
    const user = await setProfilePhoto(database, storage, request.userId, photo);
    return { status: 'success', message: profileMessages.photoUpdated, data: { user } };
  });

  const passwordLimit = { ...authenticated, config: { rateLimit: rateLimit('passwordChange') } };
  app.put(
    '/api/users/profile/password',
    passwordLimit,
    async (request, reply): Promise<ChangePasswordResponse> => {
      const {
        currentPassword = '',
        newPassword = '',
        confirmPassword = '',
      } = passwordBody.parse(body(request));
      const session = await changePassword(
        database,
        { userId: request.userId, jwtSecret, deviceId: headerMarker(request, 'x-device-id') },
        { currentPassword, newPassword, confirmPassword },
      );
      // Every other session has ended; this browser carries on with a new refresh cookie and token.
      setRefreshCookie(reply, session.refreshToken);
      return {
        status: 'success',
        message: profileMessages.passwordUpdated,
        access_token: session.accessToken,
      };
    },
  );

  app.put(
    '/api/users/profile/earnings-privacy',
    authenticated,
    async (request): Promise<UserUpdateResponse> => {
      const { earningsPrivate } = earningsPrivacyRequestSchema.parse(body(request));
      const user = await setEarningsPrivacy(database, request.userId, earningsPrivate);
      const message = earningsPrivate ? profileMessages.earningsHidden : profileMessages.earningsShown;
      return { status: 'success', message, data: { user } };
    },
  );

  registerPhotoUploadRoute(app, storage);
}
