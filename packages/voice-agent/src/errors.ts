/** The pipeline stages a failure can come from; a call that ends on one names it in its endedReason. */
export type PipelineStage = 'vad' | 'stt' | 'llm' | 'tts' | 'transport';

/**
 * An engine failed. `retryable`: the same request may work again (a timeout, a 5xx);
 * `recoverable`: the call can go on without it (one bad utterance), otherwise it must end.
 */
export class PipelineError extends Error {
  override readonly name = 'PipelineError';
  constructor(
    readonly stage: PipelineStage,
    message: string,
    readonly options: { retryable?: boolean; recoverable?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
  }

  get retryable() {
    return this.options.retryable ?? false;
  }
  get recoverable() {
    return this.options.recoverable ?? false;
  }

  static unavailable(stage: PipelineStage, message: string, cause?: unknown) {
    return new PipelineError(stage, message, { cause });
  }
}

/** True for the error an aborted operation ends with; aborted work ends quietly. */
export function isAbort(error: unknown): boolean {
  return (error instanceof Error || error instanceof DOMException) && error.name === 'AbortError';
}
