// The sandbox providers deliver their signed events to Arena's own webhook routes, as a real provider
// would over the network (through app.inject, so the route's raw-body parser and checks all run).
import type { FastifyInstance } from 'fastify';
import { hostedSignatureHeader, signHostedWebhook } from '../payments/hosted-provider';

/** The hosted provider's signature header over `rawBody`, signed at `timestampSeconds` (now). */
export function hostedSignatureHeaders(
  secret: string,
  rawBody: string,
  timestampSeconds = Math.floor(Date.now() / 1000),
): Record<string, string> {
  return { [hostedSignatureHeader]: signHostedWebhook(secret, rawBody, timestampSeconds) };
}

/**
 * Posts `rawBody` as JSON with the signature headers to `url`; answers the status code. A refused
 * delivery is logged with `refused` (a real provider would retry it; the sandbox does not).
 */
export async function deliverSandboxWebhook(
  app: FastifyInstance,
  delivery: {
    url: string;
    signature: Record<string, string>;
    rawBody: string;
    log: { warn: (details: object, message: string) => void };
    refused: string;
  },
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: delivery.url,
    headers: { 'content-type': 'application/json', ...delivery.signature },
    payload: delivery.rawBody,
  });
  if (response.statusCode !== 200) delivery.log.warn({ statusCode: response.statusCode }, delivery.refused);
  return response.statusCode;
}
