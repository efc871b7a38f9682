// Everything passport verification adds to the app (issue 10, docs/decisions/0017): the identity
// check chosen by KYC_MODE, the encrypted private file store, the player's and the operators' routes,
// and the sandbox page in sandbox mode. main.ts starts the retention job (passport-retention.ts).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { ObjectStorage } from '../storage/object-storage';
import { registerAdminPassportRoutes } from './admin-passport-routes';
import { createIdentityCheck, type IdentityCheckProvider } from './identity-check';
import { PassportFiles } from './passport-files';
import { registerPassportRoutes } from './passport-routes';
import { registerSandboxKycPage } from './sandbox-kyc-page';

export function registerPassport(
  app: FastifyInstance,
  options: {
    config: Config;
    database: Database;
    storage: ObjectStorage;
    /** Tests only: another identity check than the one KYC_MODE selects. */
    identityCheck?: IdentityCheckProvider;
  },
): void {
  const { config, database, storage } = options;
  const files = new PassportFiles(storage, config.passport);
  const identityCheck = options.identityCheck ?? createIdentityCheck(config);
  registerPassportRoutes(app, { database, jwtSecret: config.jwtSecret, files, identityCheck });
  registerAdminPassportRoutes(app, { database, files });
  if (identityCheck.mode === 'sandbox') registerSandboxKycPage(app, database);
}
