import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';

export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string;
}

/**
 * Verifies Google ID tokens on the server: signature against the issuer's JWKS, audience = our
 * client id, issuer, expiry, and a verified email. Nothing the browser says about the user is used.
 */
export function createGoogleIdTokenVerifier(google: Config['google']) {
  const jwks = createRemoteJWKSet(new URL(google.jwksUrl), { timeoutDuration: 5_000 });

  return async function verifyGoogleIdToken(credential: string): Promise<GoogleIdentity> {
    const clientId = google.clientId;
    if (!clientId) {
      throw AppError.unavailable('Google sign-in is not configured on this server (set GOOGLE_CLIENT_ID)');
    }
    let payload;
    try {
      ({ payload } = await jwtVerify(credential, jwks, {
        issuer: google.issuers,
        audience: clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) {
        throw AppError.unauthenticated('Your Google sign-in has expired; please sign in with Google again');
      }
      if (error instanceof joseErrors.JWKSTimeout || !(error instanceof joseErrors.JOSEError)) {
        throw AppError.unavailable(
          "Google sign-in is unavailable right now (Google's signing keys could not be fetched)",
          error,
        );
      }
      throw AppError.unauthenticated('Google sign-in could not be verified; please try again');
    }
    const { sub, email, email_verified: emailVerified, name } = payload;
    if (typeof sub !== 'string' || sub === '' || typeof email !== 'string' || email === '') {
      throw AppError.unauthenticated('Google sign-in could not be verified; please try again');
    }
    // Google has sent email_verified both as a boolean and as the string "true".
    if (emailVerified !== true && emailVerified !== 'true') {
      throw AppError.forbidden(
        'Your Google account email is not verified; verify it with Google or sign up with a password',
      );
    }
    const normalizedEmail = email.trim().toLowerCase();
    const displayName = typeof name === 'string' && name.trim() !== '' ? name.trim() : normalizedEmail.split('@')[0]!;
    return { subject: sub, email: normalizedEmail, name: displayName.slice(0, 80) };
  };
}

export type GoogleIdTokenVerifier = ReturnType<typeof createGoogleIdTokenVerifier>;
