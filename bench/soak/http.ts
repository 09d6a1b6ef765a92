/**
 * One HTTP request as the web app makes it (same Origin, the session cookie), timed and judged:
 * the statuses the flow expects pass, an expected refusal is counted as such, anything else is an
 * error with a sample of the body.
 */
import type { Stats } from './stats.ts';

const TIMEOUT_MS = 30_000;
/** The server's session cookie (apps/server/src/plugins/sessions.ts). */
const SESSION_COOKIE_NAME = 'mb_session';

export interface Session {
  /** The mb_session cookie's value, kept the way a browser keeps it. */
  cookie: string | undefined;
}

export interface RequestSpec {
  /** Route group the latency is reported under. */
  group: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  session?: Session;
  bearer?: string;
  /** Statuses that are success for this step. */
  ok: readonly number[];
  /** Statuses asked for on purpose (a 404 probe, a 401 after sign-out): counted, not errors. */
  refusal?: readonly number[];
}

export interface Reply {
  status: number;
  json: unknown;
}

/** Reads mb_session from Set-Cookie: a new value replaces the old one, an expired one removes it. */
function keepCookie(session: Session, response: Response) {
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';');
    const equals = pair.indexOf('=');
    if (pair.slice(0, equals).trim() !== SESSION_COOKIE_NAME) continue;
    const value = pair.slice(equals + 1).trim();
    const expired = attributes.some((attribute) => {
      const [name = '', setting = ''] = attribute.split('=').map((part) => part.trim());
      if (name.toLowerCase() === 'max-age') return Number(setting) <= 0;
      if (name.toLowerCase() === 'expires') return Date.parse(setting) <= Date.now();
      return false;
    });
    session.cookie = value === '' || expired ? undefined : value;
  }
}

export class Http {
  constructor(
    readonly base: string,
    private readonly stats: Stats,
  ) {}

  /** The reply when the status was one the spec allows (ok or refusal), else undefined (an error was counted). */
  async request(spec: RequestSpec): Promise<Reply | undefined> {
    const headers: Record<string, string> = { origin: this.base, accept: 'application/json' };
    if (spec.body !== undefined) headers['content-type'] = 'application/json';
    if (spec.session?.cookie) headers.cookie = `${SESSION_COOKIE_NAME}=${spec.session.cookie}`;
    if (spec.bearer) headers.authorization = `Bearer ${spec.bearer}`;
    const started = performance.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.base}${spec.path}`, {
        method: spec.method,
        headers,
        ...(spec.body !== undefined ? { body: JSON.stringify(spec.body) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      this.stats.error('network', `${spec.method} ${spec.group}: ${(error as Error).message}`);
      return undefined;
    }
    this.stats.latency(spec.group, performance.now() - started);
    if (spec.session) keepCookie(spec.session, response);
    const { status } = response;
    const where = `${spec.method} ${spec.path.replace(/[0-9a-f-]{36}/g, ':id')} → ${status}`;
    if (!spec.ok.includes(status)) {
      if (spec.refusal?.includes(status)) {
        this.stats.expectedRefusal(spec.group, status);
      } else {
        this.stats.error(status >= 500 ? 'server-error-5xx' : 'unexpected-status', `${where}: ${text.slice(0, 300)}`);
        return undefined;
      }
    }
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      this.stats.error('bad-response', `${where}: not JSON: ${text.slice(0, 200)}`);
      return undefined;
    }
    return { status, json };
  }
}

/** Fields read from replies, checked as they are read: a missing one is a bad response. */
export function field<T>(value: unknown, name: string, test: (v: unknown) => v is T): T | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const found = (value as Record<string, unknown>)[name];
  return test(found) ? found : undefined;
}

export const isString = (v: unknown): v is string => typeof v === 'string';
export const isArray = (v: unknown): v is unknown[] => Array.isArray(v);
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
