import { z } from 'zod';

/**
 * A server message's key and params (server-messages.ts): a client shows its locale's text for the key,
 * filled with the params, and the English `message` when it has no text for it. Optional for clients:
 * an older server, a proxy's answer or a key this client does not know still reads as `message`.
 */
export const messageKeyFields = {
  messageKey: z.string().min(1).optional(),
  messageParams: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
};

// Every failure the server sends has this shape (ARCHITECTURE.md: one error handler):
// `{ status: 'error', message, messageKey, messageParams }`. `message` is the English text, unchanged;
// `messageKey` names it in the catalogue of server-messages.ts and `messageParams` fills its
// placeholders (`{}` when it has none). Success answers that carry a `message` people read (registration,
// claims, enrolment) carry the same two fields beside it.
export const errorResponseSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  ...messageKeyFields,
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

// What the one error handler and the input guard answer to a request that cannot be served as sent
// (issue 9, finding 7): always a 4xx, never an internal detail (no table, column or constraint name).
export const requestMessages = {
  controlCharacters: 'Invalid request: text must not contain control characters',
  malformedEncoding: 'Invalid request: malformed percent-encoding in the address',
  addressTooLong: 'Invalid request: a value in the address is too long',
  tooDeep: 'Invalid request: the body is nested too deeply',
  tooLong: 'Invalid request: a value is too long',
  invalidText: 'Invalid request: a value contains characters that are not allowed',
  invalidFormat: 'Invalid request: a value has the wrong format',
  outOfRange: 'Invalid request: a number is out of range',
  invalidDate: 'Invalid request: a date or time is not valid',
  invalidValue: 'Invalid request: a value is not valid',
  alreadyExists: 'This already exists',
  unknownReference: 'Invalid request: it refers to something that does not exist',
  notAllowed: 'Invalid request: a value is not allowed',
  missingValue: 'Invalid request: a required value is missing',
  malformedMultipart: 'Invalid request: the multipart body is malformed',
  fileTooLarge: 'The file is too large',
  tooManyParts: 'Invalid request: the multipart body has too many parts',
  notMultipart: 'Invalid request: the body must be multipart/form-data',
} as const;
