// The body of a refusal as the one error handler sends it (issue 13): the English message, its key in
// the catalogue of @arena/contract (server-messages.ts) and the params of its placeholders. A fixed
// text finds its key itself; a text with placeholders names its key and params, and they must render
// to exactly that text, so a test cannot pass with a key that says something else.
import {
  renderServerMessage,
  serverMessageKeyOf,
  type ServerMessageKey,
  type ServerMessageParams,
} from '@arena/contract';

export function errorAnswer(message: string, key?: ServerMessageKey, params: ServerMessageParams = {}) {
  const messageKey = key ?? serverMessageKeyOf(message);
  if (!messageKey) throw new Error(`no catalogue key has the text "${message}": name its key and params`);
  const rendered = renderServerMessage(messageKey, params);
  if (rendered !== message) throw new Error(`${messageKey} renders "${rendered}", not "${message}"`);
  return { status: 'error', message, messageKey, messageParams: params };
}

/** The payment routes' refusal: the spec's `error` field beside the envelope. */
export function paymentErrorAnswer(
  message: string,
  key?: ServerMessageKey,
  params: ServerMessageParams = {},
) {
  return { ...errorAnswer(message, key, params), error: message };
}
