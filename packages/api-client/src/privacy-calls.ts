// Data export and account deletion (issue 30): the player's own file, and the end of their account.
import {
  deleteAccountResponseSchema,
  type DeleteAccountBody,
  type DeleteAccountResponse,
} from '@arena/contract';
import type { ClientCore } from './core';

export function privacyCalls(core: ClientCore) {
  return {
    /** GET /api/users/export: everything Arena holds about the player, as a JSON file. */
    exportMyData: (): Promise<Blob> => core.sendBlob('/api/users/export'),
    /** POST /api/users/delete: refused (ApiError with the catalogue's key) or the account is gone. */
    deleteAccount: (body: DeleteAccountBody): Promise<DeleteAccountResponse> =>
      core.authed(deleteAccountResponseSchema, '/api/users/delete', { method: 'post', json: body }),
  };
}
