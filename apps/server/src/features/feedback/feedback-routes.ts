import {
  createFeedbackRequestSchema,
  feedbackListResponseSchema,
  feedbackResponseSchema,
  feedbackSchema,
  type Feedback,
} from '@mockingbird/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { sendJson } from '../../lib/plain-json.ts';
import type { Llm } from '../../llm/language-model.ts';
import { currentUser } from '../../plugins/sessions.ts';
import { NOT_FOUND as INTERVIEW_NOT_FOUND, toInterviewDto } from '../interviews/interviews-routes.ts';
import { assessInterview } from './feedback-engine.ts';
import type { FeedbackView } from './feedback-repository.ts';

/** The longest transcript (see contracts) fits with room for JSON escaping. */
export const FEEDBACK_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

export function toFeedbackDto(row: FeedbackView): Feedback {
  return {
    _id: row.id,
    interviewId: row.interviewId,
    userId: row.userId,
    totalScore: row.totalScore,
    categoryScores: row.categoryScores,
    strengths: row.strengths,
    areasForImprovement: row.areasForImprovement,
    finalAssessment: row.finalAssessment,
    metrics: row.metrics,
    engine: row.engine,
    createdAt: row.createdAt.toISOString(),
  };
}

export const feedbackRoutes: FastifyPluginAsyncZod<{ llm: Llm | undefined }> = async (app, options) => {
  const { interviews, feedback } = app.repositories;

  app.post(
    '/interview/feedback',
    {
      bodyLimit: FEEDBACK_BODY_LIMIT_BYTES,
      schema: { body: createFeedbackRequestSchema, response: { 201: feedbackSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { interviewId, userId, transcript } = request.body;
      if (userId !== user.id) throw AppError.forbidden('You can only save feedback for your own account');
      const interview = await interviews.findOwned(interviewId, user.id);
      if (!interview) throw AppError.notFound(INTERVIEW_NOT_FOUND);
      const { assessment, metrics, engine } = await assessInterview(interview, transcript, options.llm, request.log);
      const row = await feedback.create({
        interviewId: interview.id,
        userId: user.id,
        ...assessment,
        metrics,
        engine,
        transcript,
      });
      return reply.code(201).send(toFeedbackDto(row));
    },
  );

  app.get(
    '/interview/feedback/:feedbackId',
    { schema: { params: z.object({ feedbackId: z.string() }), response: { 200: feedbackResponseSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const { feedbackId } = request.params;
      const json = await app.readCache.answer(user.id, `feedback/${feedbackId}`, async () => {
        const report = await feedback.findReport(feedbackId, user.id);
        if (!report) throw AppError.notFound('Feedback not found');
        return {
          success: true,
          feedback: toFeedbackDto(report.feedback),
          interview: toInterviewDto(report.interview),
          attempts: report.attempts.map((a) => ({
            _id: a.id,
            totalScore: a.totalScore,
            createdAt: a.createdAt.toISOString(),
          })),
        } satisfies z.infer<typeof feedbackResponseSchema>;
      });
      return sendJson(reply, json);
    },
  );

  app.get(
    '/interview/:id/feedback',
    { schema: { params: z.object({ id: z.string() }), response: { 200: feedbackListResponseSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const { id } = request.params;
      const json = await app.readCache.answer(user.id, `interview/${id}/feedback`, async () => {
        const rows = await feedback.listForOwnedInterview(id, user.id);
        if (!rows) throw AppError.notFound(INTERVIEW_NOT_FOUND);
        return { success: true, feedback: rows.map(toFeedbackDto) } satisfies z.infer<
          typeof feedbackListResponseSchema
        >;
      });
      return sendJson(reply, json);
    },
  );
};
