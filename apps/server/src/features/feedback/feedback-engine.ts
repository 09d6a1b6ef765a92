import type { FeedbackAssessment, FeedbackMetrics, TranscriptEntry } from '@mockingbird/contracts';
import {
  analyzeFeedback,
  checkModelFeedback,
  feedbackPrompt,
  modelFeedbackSchema,
  type InterviewForFeedback,
} from '@mockingbird/interview';
import type { FastifyBaseLogger } from 'fastify';
import { generateStructured, type Llm } from '../../llm/language-model.ts';

export interface Assessment {
  assessment: FeedbackAssessment;
  metrics: FeedbackMetrics;
  /** "analyzer", or the model's id */
  engine: string;
}

/**
 * The analyzer always runs: its metrics go on every report. With a model configured, the model
 * writes the assessment, grounded by those metrics; if it fails or strays, the analyzer's stands.
 */
export async function assessInterview(
  interview: InterviewForFeedback,
  transcript: readonly TranscriptEntry[],
  llm: Llm | undefined,
  log: FastifyBaseLogger,
): Promise<Assessment> {
  const analyzed = analyzeFeedback(interview, transcript);
  if (llm && analyzed.metrics.questionsAnswered > 0) {
    const answer = await generateStructured(
      llm,
      modelFeedbackSchema,
      feedbackPrompt(interview, transcript, analyzed),
      'interview_feedback',
    );
    const checked = answer.ok ? checkModelFeedback(answer.value, analyzed) : answer;
    if (checked.ok) return { assessment: checked.value, metrics: analyzed.metrics, engine: llm.id };
    log.warn({ model: llm.id, reason: checked.reason }, 'model feedback failed; using the rubric analyzer');
  }
  return { ...analyzed, engine: 'analyzer' };
}
