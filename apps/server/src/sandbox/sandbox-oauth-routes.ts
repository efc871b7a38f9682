// The sandbox consent page of IDENTITY_MODE=sandbox (/sandbox/oauth/{google|discord}/authorize): pick
// a preset identity or type one, then Approve (back to the callback with code and state) or Deny
// (back with error=access_denied), as Google's and Discord's pages do.
import { identityProviders, lineText } from '@arena/contract';
import { isEmail, normalizeEmail } from '@arena/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { handleError } from '../http/error-handler';
import { callbackUrl, type IdentityProviderName, type ProviderIdentity } from '../identity/identity-provider';
import { issueSandboxCode, sandboxAuthorizePath, sandboxSubject } from '../identity/sandbox-identity';
import { acceptFormPosts, sendHtml, sendRefusal, sandboxPage, escapeHtml } from './sandbox-page';

export const sandboxPresetIdentities = [
  { email: 'ada.player@example.com', name: 'Ada Player', emailVerified: true },
  { email: 'sam.gamer@example.com', name: 'Sam Gamer', emailVerified: true },
  { email: 'uma.unverified@example.com', name: 'Uma Unverified', emailVerified: false },
] as const;

const providerTitles: Record<IdentityProviderName, string> = { google: 'Google', discord: 'Discord' };

// The consent form's fields and the authorize query: short single-line text (the checks below decide).
const params = z.object({ provider: lineText(40) });
const fields = z.record(z.string(), lineText(2048));

export const sandboxOperatorRefusal =
  'The sandbox cannot sign into an operator account. Operators sign in with their password.';

async function belongsToOperator(database: Queryable, email: string): Promise<boolean> {
  const { rows } = await database.query(
    "select 1 from users where lower(email) = lower($1) and role <> 'player'",
    [normalizeEmail(email)],
  );
  return rows.length > 0;
}

interface AuthorizeRequest {
  provider: IdentityProviderName;
  redirectUri: string;
  state: string;
  codeChallenge: string;
}

export function registerSandboxOAuthRoutes(
  app: FastifyInstance,
  database: Queryable,
  publicUrl: string,
): void {
  // Only this page posts forms; the parser stays inside this plugin.
  void app.register(async (scope) => {
    scope.setErrorHandler(handleError);
    acceptFormPosts(scope, 16_384);

    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/sandbox/oauth/:provider/authorize',
      { schema: { params, querystring: fields } },
      async (request, reply) => {
        const checked = checkAuthorizeRequest(request.params, request.query, publicUrl);
        if (typeof checked === 'string') return errorPage(reply, checked);
        return sendHtml(reply, 200, consentPage(checked));
      },
    );

    api.post(
      '/sandbox/oauth/:provider/authorize',
      { schema: { params, body: fields } },
      async (request, reply) => {
        const form = request.body;
        const checked = checkAuthorizeRequest(request.params, form, publicUrl);
        if (typeof checked === 'string') return errorPage(reply, checked);
        const back = new URL(checked.redirectUri);
        back.searchParams.set('state', checked.state);
        if (form.decision !== 'approve') {
          back.searchParams.set('error', 'access_denied');
          return reply.redirect(back.toString());
        }
        const identity = chosenIdentity(checked.provider, form);
        if (!identity) return errorPage(reply, 'Enter a valid email address for the custom identity.');
        if (identity.email && (await belongsToOperator(database, identity.email))) {
          // The callback refuses operators too (oauth-routes.ts); this page says why.
          return errorPage(reply, sandboxOperatorRefusal);
        }
        const code = await issueSandboxCode(database, {
          provider: checked.provider,
          redirectUri: checked.redirectUri,
          codeChallenge: checked.codeChallenge,
          identity,
        });
        back.searchParams.set('code', code);
        return reply.redirect(back.toString());
      },
    );
  });
}

function checkAuthorizeRequest(
  params: unknown,
  values: unknown,
  publicUrl: string,
): AuthorizeRequest | string {
  const { provider } = params as { provider: string };
  if (!(identityProviders as readonly string[]).includes(provider)) return 'Unknown provider.';
  const name = provider as IdentityProviderName;
  const field = (key: string) => {
    const value = (values as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : '';
  };
  // Like a real provider, only the registered redirect URI is accepted.
  if (field('redirect_uri') !== callbackUrl(publicUrl, name))
    return 'redirect_uri is not registered for this client.';
  if (field('response_type') !== 'code') return 'response_type must be code.';
  if (field('code_challenge_method') !== 'S256') return 'code_challenge_method must be S256.';
  if (!/^[A-Za-z0-9_-]{43}$/.test(field('code_challenge'))) return 'code_challenge is missing or malformed.';
  if (field('state') === '' || field('state').length > 512) return 'state is missing.';
  return {
    provider: name,
    redirectUri: field('redirect_uri'),
    state: field('state'),
    codeChallenge: field('code_challenge'),
  };
}

function chosenIdentity(
  provider: IdentityProviderName,
  form: Record<string, unknown>,
): ProviderIdentity | null {
  const choice = typeof form.identity === 'string' ? form.identity : '';
  const preset = /^preset-(\d)$/.exec(choice);
  const presetIdentity = preset ? sandboxPresetIdentities[Number(preset[1])] : undefined;
  if (presetIdentity) {
    return { providerUserId: sandboxSubject(provider, presetIdentity.email), ...presetIdentity };
  }
  const email = typeof form.custom_email === 'string' ? form.custom_email.trim() : '';
  if (choice !== 'custom' || !isEmail(email) || email.length > 254) return null;
  const name =
    typeof form.custom_name === 'string' && form.custom_name.trim() !== '' ? form.custom_name.trim() : email;
  return {
    providerUserId: sandboxSubject(provider, email),
    email,
    name: name.slice(0, 100),
    emailVerified: form.custom_verified === 'on',
  };
}

function consentPage(request: AuthorizeRequest): string {
  const title = `Sign in with ${providerTitles[request.provider]} (sandbox)`;
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const presets = sandboxPresetIdentities
    .map(
      (
        preset,
        index,
      ) => `<label><input type="radio" name="identity" value="preset-${index}"${index === 0 ? ' checked' : ''}>
${escapeHtml(preset.name)} &lt;${escapeHtml(preset.email)}&gt;${preset.emailVerified ? '' : ' (email not verified)'}</label>`,
    )
    .join('\n');
  return sandboxPage(
    title,
    `<p>Arena asks for your name and email address.</p>
<form method="post" action="${escapeHtml(sandboxAuthorizePath(request.provider))}">
${hidden('redirect_uri', request.redirectUri)}
${hidden('state', request.state)}
${hidden('code_challenge', request.codeChallenge)}
${hidden('code_challenge_method', 'S256')}
${hidden('response_type', 'code')}
<fieldset>
<legend>Choose an identity</legend>
${presets}
<label><input type="radio" name="identity" value="custom"> Another identity:</label>
<label>Email <input type="email" name="custom_email" autocomplete="off"></label>
<label>Name <input type="text" name="custom_name" autocomplete="off"></label>
<label><input type="checkbox" name="custom_verified" checked> The provider has verified this email</label>
</fieldset>
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form>`,
  );
}

function errorPage(reply: FastifyReply, message: string) {
  return sendRefusal(reply, 'Sign-in request refused (sandbox)', message);
}
