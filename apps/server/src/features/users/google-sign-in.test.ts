import { eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { DATABASE_KINDS } from '../../../test/databases.ts';
import { startGoogleStandIn, TEST_GOOGLE_CLIENT_ID } from '../../../test/google-stand-in.ts';
import { createTestApp, newAccount, sessionCookieFrom, type TestApp } from '../../../test/test-app.ts';

type Google = Awaited<ReturnType<typeof startGoogleStandIn>>;

describe.each(DATABASE_KINDS)('Google sign-in on %s', (kind) => {
  let google: Google;
  let t: TestApp;
  let subject = 0;
  const nextSubject = () => `10${process.pid}${(subject += 1)}`;

  beforeAll(async () => {
    google = await startGoogleStandIn();
    t = await createTestApp(kind, { GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  const signInWithGoogle = (credential: unknown) =>
    t.app.inject({ method: 'POST', url: '/user/google', payload: { credential } });

  it('creates an account from a valid token, signs in, and finds it again next time', async () => {
    const sub = nextSubject();
    const email = `Ada.${kind}@Gmail.com`;
    const credential = await google.sign({ sub, email, name: 'Ada Lovelace' });
    const first = await signInWithGoogle(credential);
    expect(first.statusCode).toBe(200);
    const user = first.json<{ _id: string }>();
    expect(user).toEqual({ _id: expect.any(String), name: 'Ada Lovelace', email: email.toLowerCase() });

    const me = await t.app.inject({ method: 'GET', url: '/user/me', headers: { cookie: sessionCookieFrom(first) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);

    // Same Google account, even with a changed email, is the same user.
    const again = await signInWithGoogle(await google.sign({ sub, email: `ada.new.${kind}@gmail.com`, name: 'Ada' }));
    expect(again.statusCode).toBe(200);
    expect(again.json<{ _id: string }>()._id).toBe(user._id);
    const rows = await t.database.db.select().from(users).where(eq(users.googleSubject, sub));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.passwordHash).toBeNull();
  });

  it('accepts string "true" for email_verified and the bare issuer Google also uses', async () => {
    const credential = await google.sign(
      { sub: nextSubject(), email: `bare.${kind}@gmail.com`, email_verified: 'true' },
      { issuer: 'accounts.google.com' },
    );
    const response = await signInWithGoogle(credential);
    expect(response.statusCode).toBe(200);
    // No name claim: the email's local part stands in.
    expect(response.json()).toMatchObject({ name: `bare.${kind}` });
  });

  it('links to an existing password account with the same verified email', async () => {
    const account = newAccount();
    const created = await t.app.inject({ method: 'POST', url: '/user/signup', payload: account });
    const { _id } = created.json<{ _id: string }>();
    const response = await signInWithGoogle(
      await google.sign({ sub: nextSubject(), email: account.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _id, name: account.name, email: account.email });
    // The password still works too.
    const signin = await t.app.inject({
      method: 'POST',
      url: '/user/signin',
      payload: { email: account.email, password: account.password },
    });
    expect(signin.statusCode).toBe(200);
  });

  it('refuses a token signed by another key', async () => {
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const credential = await google.sign({ sub: nextSubject(), email: `forged.${kind}@gmail.com` }, { key: otherKey });
    const response = await signInWithGoogle(credential);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Google sign-in could not be verified; please try again' });
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses a token whose signature was tampered with after signing', async () => {
    const credential = await google.sign({ sub: nextSubject(), email: `tamper.${kind}@gmail.com` });
    const [header, payload, signature] = credential.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, email: `victim.${kind}@gmail.com` })).toString(
      'base64url',
    );
    const response = await signInWithGoogle(`${header}.${forgedPayload}.${signature}`);
    expect(response.statusCode).toBe(401);
  });

  it('refuses a token for another app (wrong audience)', async () => {
    const credential = await google.sign(
      { sub: nextSubject(), email: `aud.${kind}@gmail.com` },
      { audience: 'someone-else.apps.googleusercontent.com' },
    );
    const response = await signInWithGoogle(credential);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Google sign-in could not be verified; please try again' });
  });

  it('refuses a token from another issuer', async () => {
    const credential = await google.sign(
      { sub: nextSubject(), email: `iss.${kind}@gmail.com` },
      { issuer: 'https://evil.example' },
    );
    expect((await signInWithGoogle(credential)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const credential = await google.sign(
      { sub: nextSubject(), email: `expired.${kind}@gmail.com` },
      { expiresIn: Math.floor(Date.now() / 1000) - 120 },
    );
    const response = await signInWithGoogle(credential);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Your Google sign-in has expired; please sign in with Google again' });
  });

  it('refuses an account whose email Google has not verified', async () => {
    const email = `unverified.${kind}@gmail.com`;
    const credential = await google.sign({ sub: nextSubject(), email, email_verified: false });
    const response = await signInWithGoogle(credential);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Your Google account email is not verified; verify it with Google or sign up with a password',
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses the insecure payload of name, email and photo with 400', async () => {
    const email = `insecure.${kind}@gmail.com`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/google',
      payload: { name: 'Mallory', email, profilePhoto: 'https://example.com/p.png' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; issues: unknown[] }>();
    expect(body.message).toContain('Google sign-in needs the ID token (credential) from Google');
    expect(body.message).toContain('Unexpected field(s) name, email, profilePhoto');
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses a credential with extra client-supplied identity fields', async () => {
    const credential = await google.sign({ sub: nextSubject(), email: `extra.${kind}@gmail.com` });
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/google',
      payload: { credential, email: `victim.${kind}@gmail.com` },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses garbage that is not a JWT', async () => {
    const response = await signInWithGoogle('not-a-jwt');
    expect(response.statusCode).toBe(401);
    expect((await signInWithGoogle(42)).statusCode).toBe(400);
  });
});

describe('Google sign-in when it cannot work', () => {
  it('says it is not configured when GOOGLE_CLIENT_ID is unset', async () => {
    const t = await createTestApp('pglite');
    try {
      const response = await t.app.inject({ method: 'POST', url: '/user/google', payload: { credential: 'a.b.c' } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'Google sign-in is not configured on this server (set GOOGLE_CLIENT_ID)',
      });
    } finally {
      await t.close();
    }
  });

  it("says it is unavailable when Google's keys cannot be fetched", async () => {
    const google = await startGoogleStandIn();
    const credential = await google.sign({ sub: '1', email: 'down@gmail.com' });
    const jwksUrl = google.jwksUrl;
    await google.close();
    const t = await createTestApp('pglite', { GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl });
    try {
      const response = await t.app.inject({ method: 'POST', url: '/user/google', payload: { credential } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: "Google sign-in is unavailable right now (Google's signing keys could not be fetched)",
      });
    } finally {
      await t.close();
    }
  });
});
