import {
  googleSignInRequestSchema,
  okResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
  userSchema,
  type User,
} from '@mockingbird/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/sessions.ts';
import type { GoogleIdTokenVerifier } from './google-id-token.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

const INVALID_CREDENTIALS = 'Invalid email or password';
const EMAIL_TAKEN = 'An account with this email already exists';

const toUser = (row: UserRow | SessionUser): User => ({ _id: row.id, name: row.name, email: row.email });

function minutesFrom(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export interface UsersRoutesOptions {
  rateLimit: Config['rateLimit'];
  verifyGoogleIdToken: GoogleIdTokenVerifier;
}

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, options) => {
  const { users } = app.repositories;
  const window = options.rateLimit.authWindowMs;
  const perIp = app.createRateLimit({ max: options.rateLimit.authPerIp, timeWindow: window });
  // Guesses at one account are counted per address: someone else's wrong passwords must not lock the
  // owner out of their own account. Spreading guesses over addresses is bounded by the per-address
  // limit, and each guess costs an argon2id verification.
  const perEmail = app.createRateLimit({
    max: options.rateLimit.authPerEmail,
    timeWindow: window,
    keyGenerator: (request) => `email:${(request.body as { email: string }).email}|${request.ip}`,
  });

  async function enforce(limiter: typeof perIp, request: FastifyRequest, reply: FastifyReply) {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new AppError(
        'rate-limited',
        `Too many attempts. Please wait ${minutesFrom(result.ttlInSeconds)} and try again.`,
      );
    }
  }
  // Per IP before the body is read, so malformed floods count too; per email once it is validated.
  const limitPerIp = (request: FastifyRequest, reply: FastifyReply) => enforce(perIp, request, reply);
  const limitPerEmail = (request: FastifyRequest, reply: FastifyReply) => enforce(perEmail, request, reply);

  app.post(
    '/user/signup',
    {
      config: { public: true },
      onRequest: limitPerIp,
      preHandler: limitPerEmail,
      schema: { body: signUpRequestSchema, response: { 201: userSchema } },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      if (await users.findByEmail(email)) throw AppError.conflict(EMAIL_TAKEN);
      const created = await users.create({ name, email, passwordHash: await hashPassword(password) });
      // A concurrent sign-up with the same email can win the race between the check and the insert.
      if (!created) throw AppError.conflict(EMAIL_TAKEN);
      await app.sessions.start(reply, created.id);
      return reply.code(201).send(toUser(created));
    },
  );

  app.post(
    '/user/signin',
    {
      config: { public: true },
      onRequest: limitPerIp,
      preHandler: limitPerEmail,
      schema: { body: signInRequestSchema, response: { 200: userSchema } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await users.findByEmail(email);
      // verifyPassword spends the same effort when there is no user, so timing does not reveal accounts.
      const valid = await verifyPassword(user?.passwordHash, password);
      if (!user || !valid) throw AppError.unauthenticated(INVALID_CREDENTIALS);
      await app.sessions.start(reply, user.id);
      return toUser(user);
    },
  );

  app.post(
    '/user/google',
    {
      config: { public: true },
      onRequest: limitPerIp,
      schema: { body: googleSignInRequestSchema, response: { 200: userSchema } },
    },
    async (request, reply) => {
      const identity = await options.verifyGoogleIdToken(request.body.credential);
      let user = await users.findByGoogleSubject(identity.subject);
      if (!user) {
        // The email is verified by Google, so an existing account with it is the same person.
        const byEmail = await users.findByEmail(identity.email);
        user = byEmail
          ? await users.linkGoogleSubject(byEmail.id, identity.subject)
          : await users.create({ name: identity.name, email: identity.email, googleSubject: identity.subject });
        // Lost a race with a concurrent first sign-in of the same account: that one created it.
        user ??= await users.findByGoogleSubject(identity.subject);
      }
      if (!user) throw AppError.conflict('Google sign-in could not complete; please try again');
      await app.sessions.start(reply, user.id);
      return toUser(user);
    },
  );

  app.post('/user/logout', { schema: { response: { 200: okResponseSchema } } }, async (request, reply) => {
    await app.sessions.end(request, reply);
    return { success: true as const };
  });

  app.get('/user/me', { schema: { response: { 200: userSchema } } }, async (request) => {
    if (!request.user) throw AppError.unauthenticated();
    return toUser(request.user);
  });
};
