/**
 * Who may read the funnel report over HTTP: whoever can read this installation's token secret (the operator on
 * the machine, `npm run report`). A short-lived JWT with scope "report", signed with that secret; sign-in tokens
 * carry no scope, so neither kind passes for the other.
 */
import { SignJWT, jwtVerify } from 'jose';

const REPORT_SCOPE = 'report';
const REPORT_TOKEN_SECONDS = 60;

export async function signReportToken(secret: Uint8Array): Promise<string> {
  return new SignJWT({ scope: REPORT_SCOPE })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${REPORT_TOKEN_SECONDS}s`)
    .sign(secret);
}

export async function isReportToken(secret: Uint8Array, jwt: string | undefined): Promise<boolean> {
  if (!jwt) return false;
  try {
    const { payload } = await jwtVerify(jwt, secret, { algorithms: ['HS256'] });
    return payload.scope === REPORT_SCOPE;
  } catch {
    return false;
  }
}
