import {
  generateInterviewRequestSchema,
  generateInterviewResponseSchema,
  interviewListResponseSchema,
  interviewResponseSchema,
  type Interview,
} from '@mockingbird/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InterviewRow } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Llm } from '../../llm/language-model.ts';
import { currentUser } from '../../plugins/sessions.ts';
import { createInterview } from './create-interview.ts';

export function toInterviewDto(row: InterviewRow): Interview {
  return {
    _id: row.id,
    userId: row.userId,
    role: row.role,
    type: row.type,
    level: row.level,
    amount: row.amount,
    techstack: row.techstack,
    questions: row.questions,
    questionDetails: row.questionDetails,
    questionSource: row.questionSource,
    coverImage: row.coverImage,
    createdAt: row.createdAt.toISOString(),
  };
}

export const NOT_FOUND = 'Interview not found';

export const interviewsRoutes: FastifyPluginAsyncZod<{ llm: Llm | undefined }> = async (app, options) => {
  const { interviews } = app.repositories;

  app.post(
    '/interview/generate',
    {
      config: { errorField: true },
      schema: { body: generateInterviewRequestSchema, response: { 201: generateInterviewResponseSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { userId, ...input } = request.body;
      if (userId !== user.id) throw AppError.forbidden('You can only create interviews for your own account');
      const row = await createInterview({ interviews, llm: options.llm, log: request.log }, user.id, input);
      return reply.code(201).send({ success: true as const, interviewId: row.id, interview: toInterviewDto(row) });
    },
  );

  app.get(
    '/interview/user/:userId',
    { schema: { params: z.object({ userId: z.string() }), response: { 200: interviewListResponseSchema } } },
    async (request) => {
      const user = currentUser(request);
      if (request.params.userId !== user.id) throw AppError.forbidden('You can only list your own interviews');
      const rows = await interviews.listForUser(user.id);
      return {
        success: true as const,
        interviews: rows.map((row) => ({ ...toInterviewDto(row), latestFeedback: row.latestFeedback })),
      };
    },
  );

  app.get(
    '/interview/get/:id',
    { schema: { params: z.object({ id: z.string() }), response: { 200: interviewResponseSchema } } },
    async (request) => {
      const user = currentUser(request);
      const row = await interviews.findOwned(request.params.id, user.id);
      if (!row) throw AppError.notFound(NOT_FOUND);
      return { success: true as const, interview: toInterviewDto(row) };
    },
  );
};
