// The player's own profile (spec §7 Profile): name, photo, password, privacy, mail language.
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  meResponseSchema,
  profileResponseSchema,
  setLanguageResponseSchema,
  uploadResponseSchema,
  userUpdateResponseSchema,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type MeResponse,
  type ProfileResponse,
  type UploadResponse,
  type UserUpdateResponse,
} from '@arena/contract';
import type { LanguageCode } from '@arena/domain';
import type { ClientCore } from './core';

export function profileCalls(core: ClientCore) {
  const { authed, session } = core;
  return {
    // Profile (spec §7 Profile)
    me: (): Promise<MeResponse> => authed(meResponseSchema, '/api/users/me'),
    profile: (): Promise<ProfileResponse> => authed(profileResponseSchema, '/api/users/profile'),
    updateName: (name: string): Promise<UserUpdateResponse> =>
      authed(userUpdateResponseSchema, '/api/users/profile', { method: 'put', json: { name } }),
    updatePhoto: (photo: string): Promise<UserUpdateResponse> =>
      authed(userUpdateResponseSchema, '/api/users/profile/photo', { method: 'put', json: { photo } }),
    /** Every other session ends; this one carries on with the fresh token the answer brings. */
    changePassword: async (request: ChangePasswordRequest): Promise<ChangePasswordResponse> => {
      const answer = await authed(changePasswordResponseSchema, '/api/users/profile/password', {
        method: 'put',
        json: changePasswordRequestSchema.parse(request),
      });
      session?.setToken(answer.access_token);
      return answer;
    },
    setEarningsPrivacy: (earningsPrivate: boolean): Promise<UserUpdateResponse> =>
      authed(userUpdateResponseSchema, '/api/users/profile/earnings-privacy', {
        method: 'put',
        json: { earningsPrivate },
      }),
    /** The language the player's mail is written in (decision 0034); the server answers the one it stored. */
    setLanguage: async (language: LanguageCode): Promise<void> => {
      await authed(setLanguageResponseSchema, '/api/me/language', { method: 'put', json: { language } });
    },

    uploadProfileImage: (file: Blob, fileName: string): Promise<UploadResponse> => {
      const form = new FormData();
      form.append('image', file, fileName);
      return authed(uploadResponseSchema, '/api/upload/profile-image', { method: 'post', body: form });
    },
  };
}
