// The sandbox Riot consent page of GAME_SIGNIN_MODE=sandbox (/sandbox/riot/authorize): pick a preset
// Riot ID or type one, then Approve (back to /rso-login/{game} with code and state) or Deny (back with
// error=access_denied), as Riot's page does. No script: a plain form.
import { lineText } from '@arena/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { handleError } from '../http/error-handler';
import { rsoRedirectUri } from '../game-accounts/riot-signin';
import {
  issueSandboxRiotCode,
  sandboxPuuid,
  sandboxRiotAuthorizePath,
  sandboxRiotClientId,
  sandboxRiotIds,
} from '../game-accounts/sandbox-riot';
import { acceptFormPosts, sendHtml, sendRefusal, sandboxPage, escapeHtml } from './sandbox-page';

// The authorize query and the consent form: single-line text fields (the checks below decide).
const fields = z.record(z.string(), lineText(2048));
type Fields = z.infer<typeof fields>;

interface AuthorizeRequest {
  redirectUri: string;
  state: string;
}

export function registerSandboxRiotRoutes(
  app: FastifyInstance,
  database: Queryable,
  publicUrl: string,
): void {
  void app.register(async (plain) => {
    plain.setErrorHandler(handleError);
    acceptFormPosts(plain, 16_384);
    const scope = plain.withTypeProvider<ZodTypeProvider>();

    scope.get(sandboxRiotAuthorizePath, { schema: { querystring: fields } }, async (request, reply) => {
      const checked = checkAuthorizeRequest(request.query, publicUrl);
      if (typeof checked === 'string') return errorPage(reply, checked);
      return sendHtml(reply, 200, consentPage(checked));
    });

    scope.post(sandboxRiotAuthorizePath, { schema: { body: fields.nullish() } }, async (request, reply) => {
      const form = request.body ?? {};
      const checked = checkAuthorizeRequest(form, publicUrl);
      if (typeof checked === 'string') return errorPage(reply, checked);
      const back = new URL(checked.redirectUri);
      if (form.decision !== 'approve') {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('state', checked.state);
        return reply.redirect(back.toString());
      }
      const riotId = chosenRiotId(form);
      if (!riotId)
        return errorPage(
          reply,
          'Enter a game name (3-16 characters) and a tag line (3-5 letters or digits).',
        );
      const code = await issueSandboxRiotCode(database, {
        redirectUri: checked.redirectUri,
        identity: { puuid: sandboxPuuid(riotId.gameName, riotId.tagLine), ...riotId },
      });
      back.searchParams.set('code', code);
      back.searchParams.set('state', checked.state);
      return reply.redirect(back.toString());
    });
  });
}

function checkAuthorizeRequest(values: Fields, publicUrl: string): AuthorizeRequest | string {
  const field = (key: string) => values[key] ?? '';
  if (field('client_id') !== sandboxRiotClientId) return 'client_id is unknown.';
  const registered = [rsoRedirectUri(publicUrl, 'lol'), rsoRedirectUri(publicUrl, 'valorant')];
  if (!registered.includes(field('redirect_uri'))) return 'redirect_uri is not registered for this client.';
  if (field('response_type') !== 'code') return 'response_type must be code.';
  if (field('state') === '' || field('state').length > 512) return 'state is missing.';
  return { redirectUri: field('redirect_uri'), state: field('state') };
}

function chosenRiotId(form: Fields): { gameName: string; tagLine: string } | null {
  const choice = form.riot_id ?? '';
  const preset = /^preset-(\d)$/.exec(choice);
  const presetId = preset ? sandboxRiotIds[Number(preset[1])] : undefined;
  if (presetId) return { gameName: presetId.gameName, tagLine: presetId.tagLine };
  const gameName = (form.game_name ?? '').trim();
  const tagLine = (form.tag_line ?? '').trim();
  if (
    choice !== 'custom' ||
    gameName.length < 3 ||
    gameName.length > 16 ||
    !/^[A-Za-z0-9]{3,5}$/.test(tagLine)
  ) {
    return null;
  }
  return { gameName, tagLine };
}

function consentPage(request: AuthorizeRequest): string {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const presets = sandboxRiotIds
    .map(
      (preset, index) =>
        `<label><input type="radio" name="riot_id" value="preset-${index}"${index === 0 ? ' checked' : ''}> ${escapeHtml(
          `${preset.gameName}#${preset.tagLine}`,
        )}</label>`,
    )
    .join('\n');
  return sandboxPage(
    'Sign in with Riot Games (sandbox)',
    `<p>Arena asks to read your Riot ID (game name and tag line).</p>
<form method="post" action="${escapeHtml(sandboxRiotAuthorizePath)}">
${hidden('client_id', sandboxRiotClientId)}
${hidden('redirect_uri', request.redirectUri)}
${hidden('response_type', 'code')}
${hidden('state', request.state)}
<fieldset>
<legend>Choose a Riot ID</legend>
${presets}
<label><input type="radio" name="riot_id" value="custom"> Another Riot ID:</label>
<label>Game name <input type="text" name="game_name" autocomplete="off"></label>
<label>Tag line <input type="text" name="tag_line" autocomplete="off"></label>
</fieldset>
<p>Ranks in this sandbox: a game name ending in a rank has it (“Ada Gold II”: League of Legends Gold II and
Valorant Gold 2; “Kai Master”; “Lee Radiant”); other Riot IDs are unranked.</p>
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form>`,
  );
}

function errorPage(reply: FastifyReply, message: string) {
  return sendRefusal(reply, 'Riot sign-in request refused (sandbox)', message);
}
