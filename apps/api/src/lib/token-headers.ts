import type { FastifyReply } from 'fastify';
import type { SignInResult } from '../modules/auth/auth.service.ts';

/**
 * Sends a new session's credentials as response headers (spec §7 header contract; devise_token_auth
 * style): access-token, client, uid, expiry (Unix seconds), token-type and schoolCode.
 */
export function setTokenHeaders(reply: FastifyReply, result: SignInResult): void {
  reply.header('access-token', result.token.accessToken);
  reply.header('client', result.token.client);
  reply.header('uid', result.token.uid);
  reply.header('expiry', String(Math.floor(result.token.expiresAt.getTime() / 1000)));
  reply.header('token-type', 'Bearer');
  if (result.schoolCode) reply.header('schoolCode', result.schoolCode);
  reply.header('cache-control', 'no-store');
}

/** The per-IP limit a sign-in route declares in its `config.rateLimit`. */
export interface SignInRateLimit {
  max: number;
  timeWindow: number;
}
