/**
 * What the request log may keep of a URL: links that sign in or set a password carry their
 * credential in the query (a member's magic link, a staff password link, an invitation, a
 * bring-your-own-identity token), so its value is replaced before the line is written.
 */
const CREDENTIAL_PARAMS =
  /([?&](?:token|inviteToken|signInToken|byoidJwt|invitedColleagueToken)=)[^&#]*/gi;

export const redactedUrl = (url: string): string => url.replace(CREDENTIAL_PARAMS, '$1[redacted]');

/** The request as Fastify logs it, its URL redacted. */
export function requestLogFields(request: {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
}) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
  };
}
