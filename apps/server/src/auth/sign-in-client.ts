// Who is on the other end of a sign-in (issue 30, decision 0049): the address as Fastify sees it behind
// TRUST_PROXY, the user agent (cut to 512 characters), the device id. Read by sessions and the new-device mail.
import { headerNames } from '@arena/contract';
import type { FastifyRequest } from 'fastify';
import { headerMarker } from './request-markers';

/** Who is on the other end: the address as Fastify sees it behind TRUST_PROXY, the user agent, device id. */
export interface SignInClient {
  ip: string | null;
  userAgent: string | null;
  deviceId: string | null;
}

const userAgentLimit = 512;

/** The client of a request; `deviceId` overrides the X-Device-ID header (third-party and second-factor steps). */
export function signInClient(request: FastifyRequest, deviceId?: string | null): SignInClient {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip || null,
    userAgent: typeof agent === 'string' && agent !== '' ? agent.slice(0, userAgentLimit) : null,
    deviceId: deviceId ?? headerMarker(request, headerNames.deviceId),
  };
}
