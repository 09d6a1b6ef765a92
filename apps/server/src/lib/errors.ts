import type { ValidationIssue } from '@mockingbird/contracts';

/** What went wrong, in terms a client can act on; the HTTP status follows from it in one place. */
export type AppErrorKind =
  | 'bad-request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'misdirected'
  | 'rate-limited'
  | 'unavailable';

const STATUS_BY_KIND: Record<AppErrorKind, number> = {
  'bad-request': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  misdirected: 421,
  'rate-limited': 429,
  unavailable: 503,
};

/** An expected failure whose message is safe and useful to show to the person who made the request. */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly statusCode: number;
  readonly issues: ValidationIssue[] | undefined;

  constructor(
    readonly kind: AppErrorKind,
    message: string,
    options: { cause?: unknown; issues?: ValidationIssue[] } = {},
  ) {
    super(message, { cause: options.cause });
    this.statusCode = STATUS_BY_KIND[kind];
    this.issues = options.issues;
  }

  static badRequest(message: string, issues?: ValidationIssue[]): AppError {
    return new AppError('bad-request', message, issues ? { issues } : {});
  }
  static unauthenticated(message = 'Please sign in'): AppError {
    return new AppError('unauthenticated', message);
  }
  static forbidden(message: string): AppError {
    return new AppError('forbidden', message);
  }
  static notFound(message: string): AppError {
    return new AppError('not-found', message);
  }
  static conflict(message: string): AppError {
    return new AppError('conflict', message);
  }
  static unavailable(message: string, cause?: unknown): AppError {
    return new AppError('unavailable', message, { cause });
  }
}

/** The one place an unknown throwable becomes an Error. */
export function toError(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown;
  if (typeof thrown === 'string') return new Error(thrown);
  try {
    return new Error(`Non-error thrown: ${JSON.stringify(thrown)}`);
  } catch {
    return new Error(`Non-error thrown: ${String(thrown)}`);
  }
}
