// Browser markers sent as headers or query values (spec §3, §7): the UTM session, the device id and
// the affiliate code. They are free text from the client: kept only when short and printable.
import type { FastifyRequest } from 'fastify';

const marker = /^[\w.:-]{1,128}$/;

export function cleanMarker(value: unknown): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  return marker.test(trimmed) ? trimmed : null;
}

export function headerMarker(request: FastifyRequest, name: string): string | null {
  return cleanMarker(request.headers[name.toLowerCase()]);
}
