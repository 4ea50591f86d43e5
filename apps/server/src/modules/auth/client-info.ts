import type { FastifyRequest } from 'fastify';

/** The device and address a request came from, as sessions and security mail record them. */
export type ClientInfo = { userAgent: string | null; ip: string | null };

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  ip: request.ip,
});
