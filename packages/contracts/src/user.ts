import { z } from 'zod';

export const NAME_MAX_LENGTH = 80;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

/** Emails are compared and stored trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email({ error: 'Enter a valid email address' }));

const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const signUpRequestSchema = z
  .object(
    {
      name: z
        .string({ error: 'Name is required' })
        .trim()
        .min(1, 'Name is required')
        .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
      email: emailSchema,
      password: passwordSchema,
      confirmPassword: z.string({ error: 'Confirm your password' }),
    },
    { error: 'Send name, email, password and confirmPassword as a JSON object' },
  )
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const signInRequestSchema = z.object(
  {
    email: emailSchema,
    // No length rules on sign-in: a wrong password of any length is just a wrong password.
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(1024, 'Invalid email or password'),
  },
  { error: 'Send email and password as a JSON object' },
);
export type SignInRequest = z.input<typeof signInRequestSchema>;

/**
 * Google sign-in sends the ID token that Google Identity Services gave the browser. The server
 * verifies it; a name or email sent by the client is never trusted, so such bodies are refused.
 */
export const googleSignInRequestSchema = z.strictObject(
  {
    credential: z
      .string({ error: 'Google sign-in needs the ID token (credential) from Google' })
      .min(1, 'Google sign-in needs the ID token (credential) from Google')
      .max(8192, 'The Google credential is too long'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unexpected field(s) ${issue.keys.join(', ')}: Google sign-in reads your name and email from the verified Google ID token only`
        : 'Send the Google ID token as {"credential": "..."}',
  },
);
export type GoogleSignInRequest = z.input<typeof googleSignInRequestSchema>;

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const okResponseSchema = z.object({ success: z.literal(true) });

/** Who listens and speaks in a call: the browser, the server, or `auto` (the browser decides). */
export const CALL_DEFAULT_MODES = ['auto', 'client-speech', 'audio'] as const;

/** What the web app needs to know about this server before anyone signs in. */
export const appConfigSchema = z.object({
  /** OAuth client id for Google Identity Services, or null when Google sign-in is not configured. */
  googleClientId: z.string().nullable(),
  voice: z.object({
    available: z.boolean(),
    /** Why voice calls cannot be made, when they cannot. */
    reason: z.string().optional(),
    /** Whose voice platform the browser calls: this server's own, or Vapi's cloud. */
    provider: z.enum(['mockingbird', 'vapi']),
    /** The platform's public key, for POST /call/web from the browser (Vapi's public key on Vapi). */
    publicKey: z.string().optional(),
    /** The platform's API for POST /call/web: Vapi's, or null for this server (the app's own origin). */
    apiBaseUrl: z.string().nullable(),
    /** The workflow that creates interviews by voice (absent when there is none). */
    interviewGeneratorWorkflowId: z.string().optional(),
    /** Whether interviews can be created by voice here. */
    generationAvailable: z.boolean(),
    /** Why they cannot, naming the setting to change. */
    generationReason: z.string().optional(),
    /**
     * Who speaks and listens by default on this server's platform: the browser (client-speech), the
     * server (audio), or `auto`: client-speech where the browser can really recognise and speak,
     * else audio.
     */
    defaultMode: z.enum(CALL_DEFAULT_MODES),
    /** Whether this server's own engines can run audio calls (speech recognition and voice). */
    audioAvailable: z.boolean(),
    /** Why they cannot, naming the package to install or the setting to change. */
    audioUnavailableReason: z.string().optional(),
  }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
