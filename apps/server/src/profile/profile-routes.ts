// spec §7 Profile: the signed-in player's own profile. Every route needs a token (preValidation
// app.authenticate) and acts on the token's user only; private answers are never cached.
import {
  changePasswordBodySchema,
  earningsPrivacyRequestSchema,
  updateNameBodySchema,
  updatePhotoBodySchema,
  type ChangePasswordResponse,
  type ProfileResponse,
  type UserUpdateResponse,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPasswordChangedMail, type PasswordChangedNotice } from '../auth/password-changed-notice';
import { setRefreshCookie } from '../auth/refresh-cookie';
import { signInClient } from '../auth/sign-in-sessions';
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

export function registerProfileRoutes(
  fastify: FastifyInstance,
  database: Database,
  storage: ObjectStorage,
  jwtSecret: string,
  /** Where the password-changed mail goes out (issue 31); none, no mail. */
  passwordNotice?: PasswordChangedNotice,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const authenticated = { preValidation: app.authenticate };

  app.get('/api/users/profile', authenticated, async (request, reply): Promise<ProfileResponse> => {
    reply.header('cache-control', 'no-store');
    return { data: await readProfile(database, request.userId) };
  });

  /** A name, photo or privacy change shows on the public profile, leaderboards and challenge pages. */
  const announcePlayer = (userId: string) => database.changes.publish(`player:${userId}`, 'players');

  app.put(
    '/api/users/profile',
    { ...authenticated, schema: { body: updateNameBodySchema } },
    async (request): Promise<UserUpdateResponse> => {
      const { name } = request.body;
      const user = await changeDisplayName(database, request.userId, name);
      announcePlayer(request.userId);
      return { status: 'success', message: profileMessages.displayNameUpdated, data: { user } };
    },
  );

  app.put(
    '/api/users/profile/photo',
    { ...authenticated, schema: { body: updatePhotoBodySchema } },
    async (request): Promise<UserUpdateResponse> => {
      const { photo } = request.body;
      const user = await setProfilePhoto(database, storage, request.userId, photo);
      announcePlayer(request.userId);
      return { status: 'success', message: profileMessages.photoUpdated, data: { user } };
    },
  );

  const passwordLimit = {
    ...authenticated,
    config: { rateLimit: rateLimit('passwordChange') },
    schema: { body: changePasswordBodySchema },
  };
  app.put(
    '/api/users/profile/password',
    passwordLimit,
    async (request, reply): Promise<ChangePasswordResponse> => {
      const { currentPassword, newPassword, confirmPassword } = request.body;
      const session = await changePassword(
        database,
        { userId: request.userId, jwtSecret, client: signInClient(request) },
        { currentPassword, newPassword, confirmPassword },
      );
      if (passwordNotice) {
        const change = { userId: request.userId, at: new Date(), log: request.log };
        await sendPasswordChangedMail(database, passwordNotice, change);
      }
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
    { ...authenticated, schema: { body: earningsPrivacyRequestSchema } },
    async (request): Promise<UserUpdateResponse> => {
      const { earningsPrivate } = request.body;
      const user = await setEarningsPrivacy(database, request.userId, earningsPrivate);
      announcePlayer(request.userId);
      const message = earningsPrivate ? profileMessages.earningsHidden : profileMessages.earningsShown;
      return { status: 'success', message, data: { user } };
    },
  );

  registerPhotoUploadRoute(app, storage);
}
