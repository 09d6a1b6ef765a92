/** Why something went wrong, for code that reacts differently to each (a discriminant, not prose). */
export type VoiceClientErrorReason =
  /** start() was given something it cannot use (a number as the assistant, say). */
  | 'invalid-input'
  /** The browser refused the microphone, or the user did. */
  | 'microphone-permission-denied'
  /** There is no microphone. */
  | 'microphone-not-found'
  /** A microphone exists but cannot be opened (in use by another program, hardware error). */
  | 'microphone-unavailable'
  /** This browser lacks what the call needs (Web Audio, WebSocket, getUserMedia). */
  | 'browser-unsupported'
  /** The platform could not be reached at all (offline, refused, DNS, CORS). */
  | 'server-unreachable'
  /** The platform answered with an HTTP error; `status` and the server's message are kept. */
  | 'http-error'
  /** The platform answered with something that is not a web call. */
  | 'invalid-response'
  /** The call's connection refused us (used or expired call token). */
  | 'connection-refused'
  /** The call's connection was lost mid-call. */
  | 'connection-lost'
  /** Something took too long. */
  | 'timeout'
  /** The call library (Daily) failed. */
  | 'call-object-error'
  /** The audio pipeline (worklets, noise cancellation, output device) failed. */
  | 'audio-error';

/**
 * An error from the voice client, with a `reason` to branch on and the original `cause`. Made with
 * the static factories, so every kind of failure has one wording.
 */
export class VoiceClientError extends Error {
  override readonly name = 'VoiceClientError';
  readonly reason: VoiceClientErrorReason;
  /** The HTTP status, for `http-error`. */
  readonly status: number | undefined;

  constructor(reason: VoiceClientErrorReason, message: string, options: { cause?: unknown; status?: number } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.reason = reason;
    this.status = options.status;
  }

  static invalidInput(message: string) {
    return new VoiceClientError('invalid-input', message);
  }

  static microphoneDenied(cause?: unknown) {
    return new VoiceClientError(
      'microphone-permission-denied',
      'Microphone access was blocked. Allow the microphone for this site (the icon in the address bar) and try again.',
      { cause },
    );
  }

  static microphoneNotFound(cause?: unknown) {
    return new VoiceClientError('microphone-not-found', 'No microphone was found. Connect one and try again.', {
      cause,
    });
  }

  static microphoneUnavailable(cause?: unknown) {
    return new VoiceClientError(
      'microphone-unavailable',
      'The microphone could not be opened. Close other programs that use it and try again.',
      { cause },
    );
  }

  static browserUnsupported(what: string) {
    return new VoiceClientError('browser-unsupported', `This browser cannot make voice calls: it has no ${what}.`);
  }

  static serverUnreachable(cause?: unknown) {
    return new VoiceClientError(
      'server-unreachable',
      'The voice service could not be reached. Check your connection and try again.',
      { cause },
    );
  }

  static http(status: number, serverMessage: string | undefined) {
    return new VoiceClientError(
      'http-error',
      serverMessage ? serverMessage : `The voice service answered with HTTP ${status}.`,
      { status },
    );
  }

  static invalidResponse(cause?: unknown) {
    return new VoiceClientError('invalid-response', 'The voice service sent an answer this client cannot read.', {
      cause,
    });
  }

  static connectionRefused(detail: string) {
    return new VoiceClientError('connection-refused', `The call's connection was refused: ${detail}.`);
  }

  static connectionLost(detail?: string) {
    return new VoiceClientError(
      'connection-lost',
      `The connection to the call was lost${detail ? ` (${detail})` : ''}.`,
    );
  }

  static timeout(what: string, ms: number) {
    return new VoiceClientError('timeout', `${what} took longer than ${Math.round(ms / 1000)} seconds.`);
  }

  static callObject(message: string, cause?: unknown) {
    return new VoiceClientError('call-object-error', message, { cause });
  }

  static audio(message: string, cause?: unknown) {
    return new VoiceClientError('audio-error', message, { cause });
  }
}

/** Any thrown value as an Error (one place that does this). */
export function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  if (typeof value === 'string') return new Error(value);
  if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string')
    return new Error(value.message);
  return new Error('Unknown error');
}

/** What getUserMedia's failure means for the user. */
export function microphoneError(error: unknown): VoiceClientError {
  const name = error instanceof Error || (error && typeof error === 'object') ? (error as { name?: string }).name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return VoiceClientError.microphoneDenied(error);
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return VoiceClientError.microphoneNotFound(error);
  return VoiceClientError.microphoneUnavailable(error);
}
