import {
  CATEGORY_NAMES,
  feedbackAssessmentSchema,
  type FeedbackAssessment,
  type TranscriptEntry,
} from '@mockingbird/contracts';
import { z } from 'zod';
import type { AnalyzedFeedback, InterviewForFeedback } from './feedback/analyze-feedback.ts';
import { questionMix, type GeneratedQuestion, type QuestionRequest } from './generator.ts';
import { speakableProblem } from './speakable.ts';

/**
 * Prompts and output checks for the optional language model. Pure: the server makes the calls.
 * Whatever a model returns is checked here; anything off means the caller falls back to the bank
 * or the analyzer, which always work.
 */

export type ModelCheck<T> = { ok: true; value: T } | { ok: false; reason: string };

export const modelQuestionsSchema = z.object({
  questions: z.array(
    z.object({
      text: z.string().describe('The question exactly as the interviewer will say it aloud'),
      type: z.enum(['behavioural', 'technical']),
      keyConcepts: z.array(z.string()).describe('Two to five things a strong answer mentions, a few words each'),
    }),
  ),
});
export type ModelQuestions = z.infer<typeof modelQuestionsSchema>;

export function questionPrompt(request: Omit<QuestionRequest, 'seed'>): { system: string; prompt: string } {
  const mix = questionMix(request.type, request.amount);
  return {
    system:
      'You write job interview questions that a voice assistant will read aloud to a candidate. ' +
      'Write plain spoken English: no markdown, no lists, no code, no symbols such as slashes or asterisks, ' +
      'no links. Each question is one or two sentences, starts with a capital letter and ends with a question mark or a full stop.',
    prompt: [
      `Write exactly ${request.amount} distinct interview questions for a ${request.level} ${request.role}.`,
      `Tech stack: ${request.techstack.join(', ')}.`,
      `Write ${mix.technical} technical question${mix.technical === 1 ? '' : 's'} about that stack and the role, and ` +
        `${mix.behavioural} behavioural question${mix.behavioural === 1 ? '' : 's'} about past experience.`,
      `Pitch them at ${request.level} level: ${
        request.level === 'junior'
          ? 'fundamentals and first projects'
          : request.level === 'mid'
            ? 'building and debugging real systems'
            : 'design trade-offs, scale and leading others'
      }.`,
      'For each question give its type and two to five key concepts a strong answer would mention.',
      'Write names the way they are said: "continuous integration" rather than "CI/CD", "input and output" rather than "I/O".',
    ].join('\n'),
  };
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Checks a model's questions against the request: exact count, mix, distinct, speakable. */
export function checkModelQuestions(
  output: ModelQuestions,
  request: Omit<QuestionRequest, 'seed'>,
): ModelCheck<GeneratedQuestion[]> {
  const questions = output.questions.map((q) => ({ ...q, text: q.text.trim() }));
  if (questions.length !== request.amount) {
    return { ok: false, reason: `expected ${request.amount} questions, got ${questions.length}` };
  }
  const texts = questions.map((q) => normalise(q.text));
  if (new Set(texts).size !== texts.length) return { ok: false, reason: 'questions repeat each other' };
  for (const [index, question] of questions.entries()) {
    const problem = speakableProblem(question.text);
    if (problem) return { ok: false, reason: `question ${index + 1} ${problem}` };
  }
  const mix = questionMix(request.type, request.amount);
  const technical = questions.filter((q) => q.type === 'technical').length;
  if (technical !== mix.technical) {
    return { ok: false, reason: `expected ${mix.technical} technical questions, got ${technical}` };
  }
  return {
    ok: true,
    value: questions.map((q) => ({
      text: q.text,
      detail: {
        type: q.type,
        keyConcepts: q.keyConcepts
          .map((concept) => concept.trim().toLowerCase())
          .filter((concept) => concept.length > 1)
          .map((concept) => ({ label: concept, terms: [concept] })),
      },
    })),
  };
}

/** What the model returns for feedback: the assessment, loosely typed; checkModelFeedback makes it strict. */
export const modelFeedbackSchema = z.object({
  totalScore: z.number(),
  categoryScores: z.array(z.object({ name: z.string(), score: z.number(), comment: z.string() })),
  strengths: z.array(z.string()),
  areasForImprovement: z.array(z.string()),
  finalAssessment: z.string(),
});
export type ModelFeedback = z.infer<typeof modelFeedbackSchema>;

/** How far a model's total may stray from the analyzer's before it counts as not grounded. */
export const MAX_SCORE_DRIFT = 30;

export function feedbackPrompt(
  interview: InterviewForFeedback,
  transcript: readonly TranscriptEntry[],
  analyzed: AnalyzedFeedback,
): { system: string; prompt: string } {
  const m = analyzed.metrics;
  const lines = transcript
    .filter((entry) => entry.role !== 'system' && entry.content.trim() !== '')
    .map((entry) => `${entry.role === 'user' ? 'Candidate' : 'Interviewer'}: ${entry.content.trim()}`);
  const perAnswer = m.answers.map((a) =>
    [
      `Q${a.questionIndex + 1} (${a.questionType}): ${a.question}`,
      `  answered: ${a.answered ? 'yes' : 'no'}, words: ${a.words}, filler words: ${a.fillerWords}, hedges: ${a.hedges}`,
      a.keyConcepts.covered.length + a.keyConcepts.missed.length > 0
        ? `  key concepts covered: ${a.keyConcepts.covered.join(', ') || 'none'}; missed: ${a.keyConcepts.missed.join(', ') || 'none'}`
        : '',
      a.star
        ? `  STAR parts heard: ${
            Object.entries(a.star)
              .filter(([, heard]) => heard)
              .map(([part]) => part)
              .join(', ') || 'none'
          }`
        : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return {
    system:
      'You are an experienced interviewer writing a feedback report for a candidate after a mock interview. ' +
      'Be fair, specific and kind, and ground every judgement in what the candidate actually said: quote their words. ' +
      'Plain text only, no markdown.',
    prompt: [
      `Interview: ${interview.level} ${interview.role}, ${interview.type}, tech stack ${interview.techstack.join(', ') || 'none'}.`,
      '',
      'Transcript:',
      ...lines,
      '',
      'Measurements from the rubric analyzer (trust these counts):',
      `Questions answered: ${m.questionsAnswered} of ${m.totalQuestions}. Speaking rate: ${m.speakingRateWpm ?? 'unknown'} words a minute. ` +
        `Filler words per hundred: ${m.fillerWordsPer100}. Hedges per hundred: ${m.hedgesPer100}.`,
      ...perAnswer,
      `Rubric scores for reference: ${analyzed.assessment.categoryScores.map((c) => `${c.name} ${c.score}`).join(', ')}; total ${analyzed.assessment.totalScore}.`,
      '',
      `Score exactly these five categories, in this order, each 0 to 100 with a comment that quotes the candidate: ${CATEGORY_NAMES.join(', ')}.`,
      `Give a totalScore from 0 to 100 that stays within ${MAX_SCORE_DRIFT} points of the rubric total unless the transcript clearly shows otherwise,`,
      'at least one strength, at least one area for improvement, and a final assessment of two to four sentences.',
    ].join('\n'),
  };
}

/** Checks a model's feedback: the report's exact shape, no markdown, and scores near the analyzer's. */
export function checkModelFeedback(output: ModelFeedback, analyzed: AnalyzedFeedback): ModelCheck<FeedbackAssessment> {
  const rounded = {
    ...output,
    totalScore: Math.round(output.totalScore),
    categoryScores: output.categoryScores.map((c) => ({ ...c, name: c.name.trim(), score: Math.round(c.score) })),
  };
  const parsed = feedbackAssessmentSchema.safeParse(rounded);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues.map((issue) => issue.message).join('; ') };
  const texts = [
    parsed.data.finalAssessment,
    ...parsed.data.strengths,
    ...parsed.data.areasForImprovement,
    ...parsed.data.categoryScores.map((c) => c.comment),
  ];
  if (texts.some((text) => /\*\*|__|```|^#{1,6}\s/m.test(text))) return { ok: false, reason: 'contains markdown' };
  const drift = Math.abs(parsed.data.totalScore - analyzed.assessment.totalScore);
  if (drift > MAX_SCORE_DRIFT) {
    return {
      ok: false,
      reason: `total ${parsed.data.totalScore} is ${drift} points from the rubric's ${analyzed.assessment.totalScore}`,
    };
  }
  return { ok: true, value: parsed.data };
}
