// Everything the Accounts issue adds to the app (docs/decisions/0007): sign-up and sessions,
// third-party sign-in, device ids and tracking redirects, and the sandbox pages of the mail and
// identity providers when they run in sandbox mode.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createIdentityProviders } from '../identity/identity-providers';
import { createMailProvider } from '../mail/mail-providers';
import { registerSandboxMailRoutes } from '../sandbox/sandbox-mail-routes';
import { registerSandboxOAuthRoutes } from '../sandbox/sandbox-oauth-routes';
import { registerTrackingRoutes } from '../tracking/tracking-routes';
import { registerAuthRoutes } from './auth-routes';
import { registerMfaRoutes } from './mfa-routes';
import { registerOAuthRoutes } from './oauth-routes';

export function registerAccounts(
  app: FastifyInstance,
  options: { config: Config; database: Database },
): void {
  const { config, database } = options;
  const common = { database, publicUrl: config.publicUrl, jwtSecret: config.jwtSecret };
  const mail = createMailProvider(config, database); // verification and new-device mail (issue 30)
  registerAuthRoutes(app, { ...common, mail });
  registerMfaRoutes(app, { ...common, mail });
  registerOAuthRoutes(app, {
    ...common,
    mail,
    providers: createIdentityProviders(config, database),
    sandbox: config.providers.identity === 'sandbox',
  });
  registerTrackingRoutes(app, database);
  if (config.providers.mail === 'sandbox') {
    registerSandboxMailRoutes(app, database, config.sandboxSecrets.mailOutboxKey);
  }
  if (config.providers.identity === 'sandbox') registerSandboxOAuthRoutes(app, database, config.publicUrl);
}
