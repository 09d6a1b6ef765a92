import { readFile } from 'node:fs/promises';
import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type DatabaseKind } from '../test/databases.ts';
import { startGoogleStandIn, TEST_GOOGLE_CLIENT_ID } from '../test/google-stand-in.ts';
import { createTestApp, newAccount, sessionCookieFrom, signUpUser, type TestApp } from '../test/test-app.ts';
import { INTERVIEW_GENERATOR_WORKFLOW_ID } from './features/calls/call-plan.ts';

/**
 * Hostile requests over every route of the app and the platform: bodies with NUL, lone surrogates,
 * deep nesting, huge numbers, wrong types and prototype keys; odd query strings and path
 * parameters; every kind of credential. Whatever is sent, the answer is never 5xx. Seeded, so a
 * failure is reproducible; the failing request is in the error message.
 */

/** `right` is what the route needs: nothing, the session cookie, or the private key. */
type Auth = 'right' | 'none' | 'cookie' | 'private' | 'public' | 'junk';
/** What a path parameter names, so that real ids of that kind can be sent. */
type IdKind = 'assistant' | 'workflow' | 'squad' | 'call' | 'interview' | 'feedback' | 'user';

interface Route {
  method: HTTPMethods;
  path: string;
  /** The id kind of each `:param`, in order. */
  params?: IdKind[];
  /** Bodies that are mostly right, with hostile values mixed in. */
  body?: fc.Arbitrary<unknown>;
  /** A 2xx answer is possible with what the fuzzer sends; checked so the fuzzer is known to get past validation. */
  reachable: boolean;
}

/** An id that names nothing, for when no real one of a kind exists (yet, or any more). */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
/** Fixed, so the suite is deterministic; set FUZZ_SEED (and FUZZ_RUNS) to search further by hand. */
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_250_610);

/** `{"a":{"a":...}}` with `levels` objects, as JSON text (JSON.stringify would run out of stack). */
const nestedJson = (levels: number) => `${'{"a":'.repeat(levels)}"bottom"${'}'.repeat(levels)}`;

// Values are generated small and readable; these markers become big or live values when sent.
const LONG = '@long:';
const DEEP = '@deep:';
const ID = '@id:';
const GOOGLE = '@google:';

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  'end\ud83d',
  '\u0000\ud800\u0000',
  '\ufffe\uffff',
  '\u202e',
  '%00',
  '\\u0000',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '1e309',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '00000000-0000-0000-0000-000000000000',
  INTERVIEW_GENERATOR_WORKFLOW_ID,
  '🙂🙂🙂',
  `${LONG}5000`,
  `${LONG}200000`,
];

const hostileChar = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '\ud83d\ude42') },
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);
const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: hostileChar, maxLength: 30 }) },
);
const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 3, 10, 0.5, 2 ** 31, 2 ** 53 + 2, 1e21, 1e308, -1e308, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'k\u0000', '__pro\u0000to__', '\ud800', '', 'toString'),
  fc.string({ maxLength: 8 }),
);
const deepValue = fc.oneof(fc.integer({ min: 55, max: 70 }), fc.constantFrom(3000, 8000)).map((n) => `${DEEP}${n}`);

const { hostile } = fc.letrec<{ hostile: unknown }>((tie) => ({
  hostile: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    deepValue,
    fc.array(tie('hostile'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('hostile'), { maxKeys: 4 }),
  ),
}));

/** Usually `usual`, sometimes `unusual`. */
const mostly = <T, U>(usual: fc.Arbitrary<T>, unusual: fc.Arbitrary<U>) =>
  fc.oneof({ weight: 6, arbitrary: usual }, { weight: 1, arbitrary: unusual });
/** A record whose fields may each be absent. */
const optional = <T extends Record<string, fc.Arbitrary<unknown>>>(model: T) => fc.record(model, { requiredKeys: [] });
const isoDate = fc.date({ noInvalidDate: true }).map((d) => d.toISOString());

/**
 * How the fields of a body are drawn. `valid` keeps each one right, though its text may hold NUL
 * and lone surrogates (which are cleaned), so requests get past validation to the database;
 * `noisy` now and then puts anything anywhere.
 */
interface Noise {
  field: <T>(valid: fc.Arbitrary<T>) => fc.Arbitrary<unknown>;
  text: (maxLength: number) => fc.Arbitrary<unknown>;
  number: (min: number, max: number) => fc.Arbitrary<unknown>;
  record: <T extends Record<string, fc.Arbitrary<unknown>>>(model: T) => fc.Arbitrary<unknown>;
}

const readableText = (maxLength: number) =>
  fc
    .tuple(fc.constantFrom('Ada', 'Riley', 'Backend', 'Zoë'), fc.string({ unit: hostileChar, maxLength: 6 }))
    .map(([word, rest]) => `${word}${rest}`.slice(0, maxLength));

const validNoise: Noise = {
  field: (valid) => valid,
  text: readableText,
  number: (min, max) => fc.double({ min, max, noNaN: true }),
  record: (model) => fc.record(model),
};
const noisyNoise: Noise = {
  field: (valid) => fc.oneof({ weight: 8, arbitrary: valid }, { weight: 1, arbitrary: hostile }),
  text: (maxLength) =>
    mostly(readableText(maxLength), fc.oneof(hostileString, fc.string({ maxLength: maxLength + 10 }))),
  number: (min, max) => mostly(fc.double({ min, max, noNaN: true }), hostileNumber),
  record: (model) => mostly(fc.record(model), optional(model)),
};

function bodies({ field, text, number, record }: Noise) {
  const dictionary = fc.dictionary(
    mostly(fc.string({ maxLength: 8 }), hostileKey),
    field(fc.oneof(text(20), fc.integer(), fc.boolean())),
    { maxKeys: 4 },
  );
  const password = field(mostly(fc.constant('correct horse battery'), fc.constantFrom('short', 'another password')));
  const assistant = optional({
    name: field(text(40)),
    firstMessage: field(text(200)),
    firstMessageMode: field(
      fc.constantFrom(
        'assistant-speaks-first',
        'assistant-waits-for-user',
        'assistant-speaks-first-with-model-generated-message',
      ),
    ),
    transcriber: field(record({ provider: field(text(10)), language: field(text(5)) })),
    model: field(
      record({
        provider: field(fc.constantFrom('openai', 'google')),
        model: field(fc.constantFrom('gpt-4o', 'gemini-2.5-flash')),
        messages: field(
          fc.array(record({ role: field(fc.constantFrom('system', 'user', 'assistant')), content: field(text(200)) }), {
            maxLength: 3,
          }),
        ),
        temperature: field(number(0, 2)),
      }),
    ),
    voice: field(
      record({
        provider: field(fc.constantFrom('vapi', '11labs')),
        voiceId: field(text(20)),
        speed: field(number(0.25, 4)),
      }),
    ),
    silenceTimeoutSeconds: field(number(10, 3600)),
    maxDurationSeconds: field(number(10, 43_200)),
    endCallMessage: field(text(200)),
    endCallPhrases: field(fc.array(text(140), { maxLength: 3 })),
    metadata: field(dictionary),
    variableValues: field(dictionary),
    startSpeakingPlan: field(record({ waitSeconds: field(number(0, 5)) })),
  });
  const workflow = fc.record(
    {
      name: field(text(80)),
      nodes: field(fc.array(dictionary, { maxLength: 3 })),
      edges: field(fc.array(dictionary, { maxLength: 3 })),
      globalPrompt: field(text(200)),
      metadata: field(dictionary),
    },
    { requiredKeys: ['name'] },
  );
  const member = fc.oneof(
    record({ assistantId: field(fc.constant(`${ID}assistant`)) }),
    record({ assistant: field(assistant) }),
    optional({
      assistantId: field(fc.constant(`${ID}assistant`)),
      assistant: field(assistant),
      assistantOverrides: field(assistant),
    }),
  );
  const squad = fc.record(
    { name: field(text(80)), members: field(fc.array(member, { minLength: 1, maxLength: 3 })) },
    { requiredKeys: ['members'] },
  );
  const webCall = fc
    .tuple(
      fc.oneof(
        record({ assistantId: field(fc.constant(`${ID}assistant`)) }),
        record({ assistant: field(assistant) }),
        record({ squadId: field(fc.constant(`${ID}squad`)) }),
        record({ squad: field(squad) }),
        record({ workflowId: field(fc.constantFrom(`${ID}workflow`, INTERVIEW_GENERATOR_WORKFLOW_ID)) }),
        record({ workflow: field(workflow) }),
        optional({
          assistant: field(assistant),
          assistantId: field(fc.constant(`${ID}assistant`)),
          squadId: field(fc.constant(`${ID}squad`)),
          workflowId: field(fc.constant(INTERVIEW_GENERATOR_WORKFLOW_ID)),
        }),
      ),
      optional({
        assistantOverrides: field(assistant),
        workflowOverrides: field(record({ variableValues: field(dictionary) })),
        name: field(text(40)),
        metadata: field(dictionary),
        transport: field(
          record({ mode: field(mostly(fc.constant('client-speech'), fc.constantFrom('audio', 'video'))) }),
        ),
      }),
    )
    .map(([what, how]) => ({ ...(what as object), ...how }));
  return {
    assistant,
    workflow,
    squad,
    webCall,
    callUpdate: optional({ name: field(text(40)), metadata: field(dictionary) }),
    signUp: record({
      name: field(text(80)),
      email: field(
        mostly(
          fc.nat().map((n) => `fuzz${n}@example.com`),
          fc.oneof(fc.emailAddress(), text(20)),
        ),
      ),
      password,
      confirmPassword: password,
    }),
    signIn: record({
      email: field(mostly(fc.constant(`${ID}email`), fc.constantFrom('nobody@example.com', 'x'))),
      password,
    }),
    google: record({ credential: field(fc.constantFrom(`${GOOGLE}valid`, `${GOOGLE}expired`, 'a.b.c', 'x')) }),
    generate: record({
      role: field(text(100)),
      type: field(mostly(fc.constantFrom('behavioural', 'technical', 'mixed'), fc.constant('other'))),
      level: field(fc.constantFrom('junior', 'mid', 'senior')),
      amount: field(mostly(fc.constantFrom(3, 5, 7, 10), fc.constantFrom('5', 4, 1e9))),
      techstack: field(
        fc.oneof(
          fc.constantFrom('Node.js, PostgreSQL', 'Python'),
          text(50),
          fc.array(text(50), { minLength: 1, maxLength: 20 }),
        ),
      ),
      userId: field(fc.constant(`${ID}user`)),
    }),
    feedback: record({
      interviewId: field(fc.constant(`${ID}interview`)),
      userId: field(fc.constant(`${ID}user`)),
      transcript: field(
        fc.array(
          record({
            role: field(fc.constantFrom('user', 'assistant', 'system')),
            content: field(
              fc.oneof(
                fc.constantFrom('I led the migration to PostgreSQL and measured the latency before and after.', 'Yes.'),
                text(200),
              ),
            ),
            timestamp: field(mostly(isoDate, fc.oneof(fc.integer(), fc.constant(8.64e15 + 1)))),
          }),
          { minLength: 1, maxLength: 12 },
        ),
      ),
    }),
  };
}

type Bodies = ReturnType<typeof bodies>;
const VALID = bodies(validNoise);
const NOISY = bodies(noisyNoise);
/** Half the bodies valid (deep paths), half noisy (validation and error paths). */
const body = (pick: (bodies: Bodies) => fc.Arbitrary<unknown>) => fc.oneof(pick(VALID), pick(NOISY));

const RESOURCES = [
  ['assistant', body((b) => b.assistant)],
  ['workflow', body((b) => b.workflow)],
  ['squad', body((b) => b.squad)],
] as const;

const ROUTES: Route[] = [
  { method: 'GET', path: '/health', reachable: true },
  { method: 'GET', path: '/config', reachable: true },
  { method: 'GET', path: '/', reachable: true },
  { method: 'GET', path: '/index.html', reachable: true },
  { method: 'GET', path: '/assets/index-abc123.js', reachable: true },
  { method: 'POST', path: '/user/signup', body: body((b) => b.signUp), reachable: true },
  { method: 'POST', path: '/user/signin', body: body((b) => b.signIn), reachable: true },
  { method: 'POST', path: '/user/google', body: body((b) => b.google), reachable: true },
  { method: 'POST', path: '/user/logout', reachable: true },
  { method: 'GET', path: '/user/me', reachable: true },
  { method: 'POST', path: '/interview/generate', body: body((b) => b.generate), reachable: true },
  { method: 'GET', path: '/interview/user/:userId', params: ['user'], reachable: true },
  { method: 'GET', path: '/interview/get/:id', params: ['interview'], reachable: true },
  { method: 'POST', path: '/interview/feedback', body: body((b) => b.feedback), reachable: true },
  { method: 'GET', path: '/interview/feedback/:feedbackId', params: ['feedback'], reachable: true },
  { method: 'GET', path: '/interview/:id/feedback', params: ['interview'], reachable: true },
  ...RESOURCES.flatMap(([kind, resourceBody]): Route[] => [
    { method: 'POST', path: `/${kind}`, body: resourceBody, reachable: true },
    { method: 'GET', path: `/${kind}`, reachable: true },
    { method: 'GET', path: `/${kind}/:id`, params: [kind], reachable: true },
    { method: 'PATCH', path: `/${kind}/:id`, params: [kind], body: resourceBody, reachable: true },
    { method: 'PUT', path: `/${kind}/:id`, params: [kind], body: resourceBody, reachable: true },
    { method: 'DELETE', path: `/${kind}/:id`, params: [kind], reachable: true },
  ]),
  { method: 'GET', path: '/call', reachable: true },
  { method: 'POST', path: '/call/web', body: body((b) => b.webCall), reachable: true },
  { method: 'GET', path: '/call/:id', params: ['call'], reachable: true },
  { method: 'PATCH', path: '/call/:id', params: ['call'], body: body((b) => b.callUpdate), reachable: true },
  { method: 'DELETE', path: '/call/:id', params: ['call'], reachable: true },
  // Without an upgrade this is a plain GET, which must still be answered sensibly.
  { method: 'GET', path: '/call/:id/socket', params: ['call'], reachable: false },
  // CORS preflight and the not-found handler.
  { method: 'OPTIONS', path: '/assistant', reachable: true },
  { method: 'GET', path: '/no/such/route', reachable: false },
];

/** Path segments as a client might send them: real ids, other ids, and bytes that are not ids. */
const segment = fc.oneof(
  // The newest id of the right kind, or an older one.
  { weight: 5, arbitrary: fc.constant('@real:0') },
  { weight: 2, arbitrary: fc.nat(5).map((n) => `@real:${n}`) },
  { weight: 1, arbitrary: fc.uuid() },
  {
    weight: 2,
    arbitrary: fc.constantFrom('%00', '%ED%A0%80', '%FF', '%', '%2F', '..', '%20', 'null', 'a'.repeat(150), '%C0%AE'),
  },
  { weight: 1, arbitrary: fc.string({ unit: hostileChar, maxLength: 12 }).map(encodeLoosely) },
);

/** encodeURIComponent, except that what it cannot encode (lone surrogates) is sent as raw UTF-8 bytes. */
function encodeLoosely(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%\w]/g, (c) => encodeURIComponent(c));
  }
}

const queryPart = fc.tuple(
  fc.oneof(
    fc.constantFrom(
      'limit',
      'createdAtGt',
      'createdAtLt',
      'createdAtGe',
      'createdAtLe',
      'updatedAtGt',
      'token',
      'cursor',
    ),
    fc.constantFrom('__proto__', 'constructor', 'a[b]', '', '%00'),
  ),
  fc.oneof(
    fc.constantFrom('10', '0', '1000', '1001', '-1', '1e3', 'abc', '', '%00', '%ED%A0%80', '%', '%FF', '+', '&'),
    fc
      .constantFrom('0000-01-01T00:00:00Z', '0001-01-01T00:00:00+14:00', '9999-12-31T23:59:59-01:00', '2024-01-01')
      .map(encodeURIComponent),
    isoDate.map(encodeURIComponent),
    fc.string({ unit: hostileChar, maxLength: 12 }).map(encodeLoosely),
  ),
);

/** Bodies too big to print in a counterexample, named instead. */
const BIG_RAW_BODIES: Record<string, () => string> = {
  '@raw:600k-deep-arrays': () => `{"a":${'['.repeat(300_000)}${']'.repeat(300_000)}}`,
  '@raw:100k-deep-objects': () => nestedJson(100_000),
  '@raw:over-the-size-limit': () => `"${'x'.repeat(1_100_000)}"`,
};

const rawBody = fc.constantFrom(
  '',
  ' ',
  '{',
  '[',
  'nul',
  '{"a":1,}',
  '1e999',
  '123456789012345678901234567890',
  '"\\ud800"',
  '"\\u0000"',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\ufeff{}',
  'null',
  'true',
  '[]',
  '{}',
  '"just a string"',
  ...Object.keys(BIG_RAW_BODIES),
);

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };

const routeName = (route: Route) => `${route.method} ${route.path}`;
const ROUTES_BY_NAME = new Map(ROUTES.map((route) => [routeName(route), route]));

const requestFor = (route: Route) =>
  fc.record({
    // The route's name, not the route: a counterexample prints every generated value.
    route: fc.constant(routeName(route)),
    auth: fc.oneof(
      { weight: 4, arbitrary: fc.constant<Auth>('right') },
      { weight: 3, arbitrary: fc.constantFrom<Auth>('none', 'cookie', 'private', 'public', 'junk') },
    ),
    /** With `junk`: credentials that are malformed rather than merely wrong. */
    junk: fc.constantFrom<[string, string]>(
      ['authorization', 'Bearer junk'],
      ['authorization', 'Bearer '],
      ['authorization', `Bearer sk_${'0'.repeat(5000)}`],
      ['authorization', 'Basic eDp5'],
      ['authorization', 'Bearer a b c'],
      ['cookie', 'mb_session=junk'],
      ['cookie', 'mb_session=%'],
      ['cookie', 'mb_session=%E0%A4%A'],
      ['cookie', `mb_session=${'a'.repeat(5000)}`],
      ['cookie', 'mb_session'],
      ['cookie', '=;=;mb_session=;'],
    ),
    // A cookie and a key together, as a browser on the app that also holds a key might send.
    alsoCookie: fc.boolean(),
    head: fc.boolean(),
    segments: fc.array(segment, { minLength: 1, maxLength: 1 }),
    query: fc.array(queryPart, { maxLength: 3 }),
    body: fc.oneof(
      { weight: route.body ? 1 : 3, arbitrary: fc.constant<Body>({ kind: 'none' }) },
      {
        weight: route.body ? 6 : 0,
        arbitrary: (route.body ?? hostile).map((value): Body => ({ kind: 'json', value })),
      },
      { weight: 1, arbitrary: hostile.map((value): Body => ({ kind: 'json', value })) },
      { weight: 1, arbitrary: rawBody.map((text): Body => ({ kind: 'raw', text })) },
    ),
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          undefined,
          'text/plain',
          'application/json; charset=utf-16',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-8',
        ),
      },
    ),
    origin: mostly(fc.constantFrom(undefined, 'http://localhost'), fc.constantFrom('https://evil.example', 'null')),
  });

const request = fc.constantFrom(...ROUTES).chain(requestFor);
const routeOf = (fuzz: { route: string }) => ROUTES_BY_NAME.get(fuzz.route)!;
type FuzzRequest = typeof request extends fc.Arbitrary<infer R> ? R : never;

/** Routes as Fastify lists them, `METHOD /path`, so that a route added later cannot escape the fuzzer. */
function listedRoutes(printed: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?) \(([^)]+)\)$/.exec(line.replace(/ {4}|│ {3}/g, '│'));
    if (!match) continue;
    const depth = match[1]!.length;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    for (const method of match[3]!.split(', ')) routes.push(`${method} ${path}`);
  }
  return routes;
}

/** A few thousand requests on PGlite, fewer on PostgreSQL, where each takes longer. */
const RUNS: Record<DatabaseKind, number> = { pglite: 5000, postgres: 2500 };

describe.each(DATABASE_KINDS)('fuzzing every route on %s', (kind) => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof startGoogleStandIn>>;
  let keys: Record<'privateKey' | 'publicKey', string>;
  let cookie: string;
  let email: string;
  const pools: Record<IdKind, string[]> = {
    assistant: [],
    workflow: [INTERVIEW_GENERATOR_WORKFLOW_ID],
    squad: [],
    call: [],
    interview: [],
    feedback: [],
    user: [],
  };
  const reached = new Set<Route>();

  beforeAll(async () => {
    google = await startGoogleStandIn();
    t = await createTestApp(kind, {
      RATE_LIMIT_PER_MINUTE: '1000000',
      GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: google.jwksUrl,
    });
    keys = JSON.parse(await readFile(`${t.config.dataDir}/platform.json`, 'utf8')) as typeof keys;
    const account = newAccount();
    const signedUp = await t.app.inject({ method: 'POST', url: '/user/signup', payload: account });
    cookie = sessionCookieFrom(signedUp);
    email = account.email;
    // Someone else's things, to ask for by id.
    const other = await signUpUser(t.app);
    pools.user.push(other.user._id, signedUp.json<{ _id: string }>()._id);
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  async function resolve(value: unknown, depth = 0): Promise<unknown> {
    if (typeof value === 'string') {
      if (value.startsWith(LONG)) return 'x'.repeat(Number(value.slice(LONG.length)));
      if (value === `${ID}email`) return email;
      if (value.startsWith(ID)) return pools[value.slice(ID.length) as IdKind].at(-1) ?? NO_SUCH_ID;
      if (value === `${GOOGLE}valid`) return google.sign({ sub: '4242', email: 'fuzz@gmail.com', name: 'Fuzz' });
      if (value === `${GOOGLE}expired`) return google.sign({ sub: '4242', email: 'fuzz@gmail.com' }, { expiresIn: 1 });
      return value;
    }
    if (value === null || typeof value !== 'object' || depth > 20) return value;
    if (Array.isArray(value)) return Promise.all(value.map((item) => resolve(item, depth + 1)));
    const resolved = Object.create(Object.getPrototypeOf(value) as object | null) as Record<string, unknown>;
    for (const [key, item] of Object.entries(value)) {
      Object.defineProperty(resolved, key, {
        value: await resolve(item, depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return resolved;
  }

  function remember(route: Route, url: string, status: number, json: () => unknown) {
    if (status < 200 || status >= 300) return;
    const kind = route.path.split('/')[1] as IdKind;
    if (route.method === 'DELETE') {
      const id = url.split('/')[2]!;
      pools[kind] = pools[kind].filter((existing) => existing !== id);
    }
    if (route.method !== 'POST') return;
    const created = json() as Record<string, string>;
    if (route.path === '/interview/generate') pools.interview.push(created.interviewId!);
    else if (route.path === '/interview/feedback') pools.feedback.push(created._id!);
    else if (route.path === '/call/web') pools.call.push(created.id!);
    else if (kind in pools && created.id) pools[kind].push(created.id);
  }

  const PLATFORM = new Set(['assistant', 'workflow', 'squad', 'call']);
  const PUBLIC = new Set(['/health', '/config', '/user/signup', '/user/signin', '/user/google']);
  const rightAuth = (route: Route): Auth =>
    PLATFORM.has(route.path.split('/')[1]!) ? 'private' : PUBLIC.has(route.path) ? 'none' : 'cookie';

  async function send(fuzz: FuzzRequest) {
    const route = routeOf(fuzz);
    let params = route.params ?? [];
    const path = route.path.replace(/:\w+/g, () => {
      const [kind, ...rest] = params;
      params = rest;
      const chosen = fuzz.segments[0]!;
      if (!chosen.startsWith('@real:')) return chosen;
      const pool = pools[kind!];
      return pool.at(-1 - (Number(chosen.slice('@real:'.length)) % Math.max(1, pool.length))) ?? NO_SUCH_ID;
    });
    const query = fuzz.query.map(([key, value]) => `${key}=${value}`).join('&');
    const url = query ? `${path}?${query}` : path;
    const method = fuzz.head && route.method === 'GET' ? 'HEAD' : route.method;
    const headers: Record<string, string> = {};
    const auth = fuzz.auth === 'right' ? rightAuth(route) : fuzz.auth;
    if (auth === 'cookie' || fuzz.alsoCookie) headers.cookie = cookie;
    if (auth === 'private') headers.authorization = `Bearer ${keys.privateKey}`;
    if (auth === 'public') headers.authorization = `Bearer ${keys.publicKey}`;
    if (auth === 'junk') headers[fuzz.junk[0]] = fuzz.junk[1];
    if (fuzz.origin) headers.origin = fuzz.origin;
    if (route.method === 'OPTIONS') headers['access-control-request-method'] = 'POST';
    let payload: string | undefined;
    if (fuzz.body.kind === 'json') {
      payload = JSON.stringify(await resolve(fuzz.body.value)).replace(/"@deep:(\d+)"/g, (_, levels: string) =>
        nestedJson(Number(levels)),
      );
    }
    if (fuzz.body.kind === 'raw') payload = BIG_RAW_BODIES[fuzz.body.text]?.() ?? fuzz.body.text;
    if (payload !== undefined && fuzz.contentType) headers['content-type'] = fuzz.contentType;
    const response = await t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
    return { method, url, headers, payload, response };
  }

  it('has a fuzzer for every route the app serves', () => {
    const served = listedRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((route) => !route.startsWith('HEAD '))
      .sort();
    const fuzzed = ROUTES.filter((route) => route.path !== '/no/such/route')
      .map((route) => `${route.method} ${route.method === 'OPTIONS' ? '*' : route.path}`)
      .sort();
    expect(fuzzed).toEqual(served);
  });

  it('never answers 5xx, whatever is sent', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (fuzz) => {
        const { method, url, headers, payload, response } = await send(fuzz);
        if (response.statusCode >= 500) {
          const shownBody =
            payload && payload.length > 400 ? `${payload.slice(0, 400)}… (${payload.length} chars)` : payload;
          throw new Error(
            `${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}\n` +
              `headers: ${JSON.stringify(headers)}\nbody: ${JSON.stringify(shownBody)}`,
          );
        }
        const route = routeOf(fuzz);
        if (response.statusCode < 300) reached.add(route);
        remember(route, url, response.statusCode, () => response.json());
        // Signing out ends the session the other requests use: start a new one.
        if (route.path === '/user/logout' && headers.cookie && response.statusCode === 200) {
          const again = await t.app.inject({
            method: 'POST',
            url: '/user/signin',
            payload: { email, password: 'correct horse battery' },
          });
          cookie = sessionCookieFrom(again);
        }
      }),
      { seed: FUZZ_SEED, numRuns: Number(process.env.FUZZ_RUNS ?? RUNS[kind]) },
    );
    const unreached = ROUTES.filter((route) => route.reachable && !reached.has(route)).map(
      (route) => `${route.method} ${route.path}`,
    );
    expect(unreached, 'routes the fuzzer never got a 2xx from').toEqual([]);
  }, 180_000);
});
