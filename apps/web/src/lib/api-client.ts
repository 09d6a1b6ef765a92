import type { ValidationIssue } from '@mockingbird/contracts';
import type { z } from 'zod';

export type ApiErrorReason = 'http' | 'network' | 'invalid-response';

/** A failed API call, with the server's message when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly reason: ApiErrorReason,
    message: string,
    readonly status: number | undefined = undefined,
    readonly issues: ValidationIssue[] = [],
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  static network(cause: unknown): ApiError {
    return new ApiError('network', 'Could not reach the server. Check your connection and try again.', undefined, [], {
      cause,
    });
  }

  static invalidResponse(status: number, cause: unknown): ApiError {
    return new ApiError('invalid-response', 'The server sent an answer this app does not understand.', status, [], {
      cause,
    });
  }

  get unauthorized(): boolean {
    return this.status === 401;
  }
}

let onUnauthorized: (() => void) | undefined;

/** Called whenever the server says the session is gone (401), so the app can send the user to sign in. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

/**
 * The `{message, issues}` error body, read by hand: this module is on the landing page, which must
 * stay small, so it does not pull in zod (response schemas load with the routes that use them).
 */
function errorBody(payload: unknown): { message: string; issues: ValidationIssue[] } | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { message, issues } = payload as { message?: unknown; issues?: unknown };
  if (typeof message !== 'string') return undefined;
  const valid = Array.isArray(issues)
    ? (issues as unknown[]).filter((issue): issue is ValidationIssue => {
        const candidate = issue as { message?: unknown; path?: unknown } | null;
        return typeof candidate?.message === 'string' && Array.isArray(candidate.path);
      })
    : [];
  return { message, issues: valid };
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * The response is parsed with this schema; a mismatch is an error, never silently trusted.
   * Without one, only the status matters (as for logout) and the body is not read.
   */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Sign-in calls answer 401 for a wrong password; that is not a lost session. */
  expectUnauthorized?: boolean;
}

/** The one way the web app calls the API: JSON in, schema-checked JSON out, `{message}` errors thrown. */
export async function api<T>(path: string, options: RequestOptions<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers:
        options.body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: options.body === undefined ? null : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw ApiError.network(error);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const body = errorBody(payload);
    const error = new ApiError(
      'http',
      body?.message ?? `The server answered ${response.status}.`,
      response.status,
      body?.issues ?? [],
    );
    if (response.status === 401 && !options.expectUnauthorized) onUnauthorized?.();
    throw error;
  }
  if (!options.schema) return undefined as T;
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) throw ApiError.invalidResponse(response.status, parsed.error);
  return parsed.data;
}
