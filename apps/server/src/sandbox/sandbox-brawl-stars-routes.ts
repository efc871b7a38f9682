// The sandbox Brawl Stars game of GAME_SIGNIN_MODE=sandbox: a player's page where they change their
// in-game name, as they would in the game, so the sandbox players API shows the ownership code
// (docs/decisions/0015). GET /sandbox/brawl-stars/players/:tag shows the form (the code of the link
// dialog, ?code=, is offered in the new name); POST …/:tag/name sets the name from the form, or from
// a JSON body {name} (answering JSON). No script: a plain form.
import { lineText, localizedMessage } from '@arena/contract';
import { validateBrawlStarsTag } from '@arena/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, handleError } from '../http/error-handler';
import {
  sandboxBrawlStarsNameMax,
  sandboxBrawlStarsPlayersPath,
  type SandboxBrawlStarsGame,
} from '../game-accounts/sandbox-brawl-stars';
import { acceptFormPosts, escapeHtml, sandboxPage, sendHtml, sendRefusal } from './sandbox-page';

const title = 'Brawl Stars player (sandbox)';
// Control characters and bidirectional overrides have no place in a name (finding 8 of issue 9).
const unsafeName = /[\p{Cc}\p{Cf}]/u;

// The player's tag in the path, the dialog's code in the query, the new name from the form or JSON.
const params = z.object({ tag: lineText(50) });
const pageQuery = z.object({ code: lineText(20).optional() });
const nameForm = z.object({ name: lineText(200).optional() }).nullish();

function tagOf(raw: string): string | null {
  const checked = validateBrawlStarsTag(raw);
  return checked.ok ? checked.value.playerTag : null;
}

function nameOf(raw: string | undefined): string | null {
  const name = (raw ?? '').normalize('NFC').trim();
  const length = [...name].length;
  return length >= 1 && length <= sandboxBrawlStarsNameMax && !unsafeName.test(name) ? name : null;
}

const codeOf = (code: string | undefined) =>
  code !== undefined && /^AR-[0-9A-Z]{4}$/.test(code) ? code : null;

/** The name the form offers: the current one with the code added, within the length limit. */
function proposedName(name: string, code: string | null): string {
  if (!code || name.toUpperCase().includes(code)) return name;
  const room = sandboxBrawlStarsNameMax - code.length - 1;
  return `${[...name].slice(0, Math.max(0, room)).join('').trim()} ${code}`.trim();
}

export function registerSandboxBrawlStarsRoutes(app: FastifyInstance, game: SandboxBrawlStarsGame): void {
  void app.register(async (plain) => {
    plain.setErrorHandler(handleError);
    acceptFormPosts(plain, 4_096);
    const scope = plain.withTypeProvider<ZodTypeProvider>();

    scope.get(
      `${sandboxBrawlStarsPlayersPath}/:tag`,
      { schema: { params, querystring: pageQuery } },
      async (request, reply) => {
        const tag = tagOf(request.params.tag);
        if (!tag) return refuse(reply, 'Not a Brawl Stars player tag.');
        const player = await game.player(tag);
        if (!player) return refuse(reply, 'No Brawl Stars player has this tag.');
        return sendHtml(
          reply,
          200,
          playerPage(tag, player.name, proposedName(player.name, codeOf(request.query.code))),
        );
      },
    );

    scope.post(
      `${sandboxBrawlStarsPlayersPath}/:tag/name`,
      { schema: { params, body: nameForm } },
      async (request, reply) => {
        const json = request.headers['content-type']?.startsWith('application/json') === true;
        const tag = tagOf(request.params.tag);
        const name = nameOf(request.body?.name);
        if (!tag || !name) {
          const refusal = !tag
            ? localizedMessage('sandbox.notATag')
            : localizedMessage('sandbox.nameLength', { max: sandboxBrawlStarsNameMax });
          return json ? reply.code(400).send(errorBody(refusal)) : refuse(reply, refusal.message);
        }
        const player = await game.rename(tag, name);
        if (json) return { data: player };
        return sendHtml(
          reply,
          200,
          sandboxPage(
            title,
            `<p role="status">Your in-game name is now <strong>${escapeHtml(player.name)}</strong>.</p>
<p>Go back to Arena and press Verify. You can change your name back once your account is linked.</p>
<p><a href="${escapeHtml(`${sandboxBrawlStarsPlayersPath}/${tag.slice(1)}`)}">Back to the player page</a></p>`,
          ),
        );
      },
    );
  });
}

function playerPage(tag: string, name: string, proposed: string): string {
  return sandboxPage(
    title,
    `<dl><dt>Player tag</dt><dd>${escapeHtml(tag)}</dd><dt>Name</dt><dd>${escapeHtml(name)}</dd></dl>
<p>In the game, you change your name under Profile. To prove to Arena that this account is yours, put
the code the link dialog shows into your name, save, then press Verify in Arena.</p>
<form method="post" action="${escapeHtml(`${sandboxBrawlStarsPlayersPath}/${tag.slice(1)}/name`)}">
<label>New name <input type="text" name="name" value="${escapeHtml(proposed)}" maxlength="${sandboxBrawlStarsNameMax}" required autocomplete="off"></label>
<button type="submit" name="decision" value="approve">Change name</button>
</form>`,
  );
}

function refuse(reply: FastifyReply, message: string) {
  return sendRefusal(reply, 'Brawl Stars player page refused (sandbox)', message);
}
