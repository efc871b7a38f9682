// The sandbox Steam OP of GAME_SIGNIN_MODE=sandbox (/sandbox/steam/login): a sign-in page for
// checkid_setup that sends a signed positive assertion back to return_to (or openid.mode=cancel),
// and check_authentication for the verifier, as steamcommunity.com/openid/login does. No script.
import { lineText } from '@arena/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleError } from '../http/error-handler';
import {
  sandboxSteamAccounts,
  sandboxSteamLoginPath,
  type SandboxSteamOp,
} from '../game-accounts/sandbox-steam';
import { identifierSelect, openIdNs, steamReturnUrl } from '../game-accounts/steam-openid';
import { acceptFormPosts, sendHtml, sendRefusal, sandboxPage, escapeHtml } from './sandbox-page';

// The checkid_setup query and the sign-in or check_authentication form: single-line text fields.
const fields = z.record(z.string(), lineText(2048));
type Fields = z.infer<typeof fields>;

export function registerSandboxSteamRoutes(
  app: FastifyInstance,
  op: SandboxSteamOp,
  publicUrl: string,
): void {
  void app.register(async (plain) => {
    plain.setErrorHandler(handleError);
    acceptFormPosts(plain, 16_384);
    const scope = plain.withTypeProvider<ZodTypeProvider>();

    scope.get(sandboxSteamLoginPath, { schema: { querystring: fields } }, async (request, reply) => {
      const returnTo = checkSetupRequest(request.query, publicUrl);
      if (returnTo === null)
        return errorPage(reply, 'Not a valid OpenID 2.0 checkid_setup request for this realm.');
      return sendHtml(reply, 200, signInPage(returnTo));
    });

    scope.post(sandboxSteamLoginPath, { schema: { body: fields.nullish() } }, async (request, reply) => {
      const form = request.body ?? {};
      if (form['openid.mode'] === 'check_authentication') {
        const valid = op.isValid(form);
        return reply
          .type('text/plain; charset=utf-8')
          .send(`ns:${openIdNs}\nis_valid:${valid ? 'true' : 'false'}\n`);
      }
      const returnTo = form.return_to ?? '';
      if (returnTo !== steamReturnUrl(publicUrl)) return errorPage(reply, 'return_to is not registered.');
      const back = new URL(returnTo);
      if (form.decision !== 'approve') {
        back.searchParams.set('openid.ns', openIdNs);
        back.searchParams.set('openid.mode', 'cancel');
        return reply.redirect(back.toString());
      }
      const steamId = chosenSteamId(form);
      if (!steamId) return errorPage(reply, 'Enter a SteamID64: 17 digits starting 7656119.');
      for (const [key, value] of Object.entries(op.assertion(steamId, returnTo)))
        back.searchParams.set(key, value);
      return reply.redirect(back.toString());
    });
  });
}

function checkSetupRequest(query: Fields, publicUrl: string): string | null {
  const field = (key: string) => query[key] ?? '';
  if (field('openid.ns') !== openIdNs || field('openid.mode') !== 'checkid_setup') return null;
  if (field('openid.identity') !== identifierSelect || field('openid.claimed_id') !== identifierSelect)
    return null;
  const returnTo = field('openid.return_to');
  if (returnTo !== steamReturnUrl(publicUrl) || field('openid.realm') !== publicUrl) return null;
  return returnTo;
}

function chosenSteamId(form: Fields): string | null {
  const choice = form.account ?? '';
  const preset = /^preset-(\d)$/.exec(choice);
  const presetAccount = preset ? sandboxSteamAccounts[Number(preset[1])] : undefined;
  if (presetAccount) return presetAccount.steamId;
  const custom = (form.custom_steam_id ?? '').trim();
  return choice === 'custom' && /^7656119\d{10}$/.test(custom) ? custom : null;
}

function signInPage(returnTo: string): string {
  const presets = sandboxSteamAccounts
    .map(
      (account, index) =>
        `<label><input type="radio" name="account" value="preset-${index}"${index === 0 ? ' checked' : ''}> ${escapeHtml(
          account.personaName,
        )} (${account.steamId})</label>`,
    )
    .join('\n');
  return sandboxPage(
    'Sign in through Steam (sandbox)',
    `<p>Arena asks Steam to confirm which Steam account is yours.</p>
<form method="post" action="${escapeHtml(sandboxSteamLoginPath)}">
<input type="hidden" name="return_to" value="${escapeHtml(returnTo)}">
<fieldset>
<legend>Choose a Steam account</legend>
${presets}
<label><input type="radio" name="account" value="custom"> Another SteamID64:</label>
<label>SteamID64 <input type="text" name="custom_steam_id" inputmode="numeric" autocomplete="off"></label>
</fieldset>
<p>Ranks in this sandbox: a SteamID64 ending in an OpenDota rank tier has that Dota 2 rank (…52: Legend 2,
…80: Immortal); the accounts above are unranked. CS2 has no rank.</p>
<button type="submit" name="decision" value="approve">Sign in</button>
<button type="submit" name="decision" value="deny">Cancel</button>
</form>`,
  );
}

function errorPage(reply: FastifyReply, message: string) {
  return sendRefusal(reply, 'Steam sign-in request refused (sandbox)', message);
}
