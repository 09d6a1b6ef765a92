import {
  generateInterviewRequestSchema,
  generateInterviewResponseSchema,
  interviewListQuerySchema,
  interviewListResponseSchema,
  interviewResponseSchema,
  type Interview,
  type InterviewListResponse,
  type InterviewSummary,
} from '@mockingbird/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InterviewRow } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { sendJson } from '../../lib/plain-json.ts';
import type { Llm } from '../../llm/language-model.ts';
import { currentUser } from '../../plugins/sessions.ts';
import { createInterview } from './create-interview.ts';
import type { InterviewsRepository } from './interviews-repository.ts';

type SummaryRow = Awaited<ReturnType<InterviewsRepository['listSummaries']>>[number];

/** What a card shows of an interview: the summary's fields, and the start of the full interview. */
function cardFields(row: InterviewRow | SummaryRow) {
  return {
    _id: row.id,
    userId: row.userId,
    role: row.role,
    type: row.type,
    level: row.level,
    amount: row.amount,
    techstack: row.techstack,
    coverImage: row.coverImage,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toInterviewDto(row: InterviewRow): Interview {
  return {
    ...cardFields(row),
    questions: row.questions,
    questionDetails: row.questionDetails,
    questionSource: row.questionSource,
  };
}

function toSummaryDto(row: SummaryRow): InterviewSummary {
  const latest = row.latestFeedback;
  return {
    ...cardFields(row),
    latestFeedback: latest
      ? { _id: latest.id, totalScore: latest.totalScore, createdAt: latest.createdAt.toISOString() }
      : null,
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
    {
      schema: {
        params: z.object({ userId: z.string() }),
        querystring: interviewListQuerySchema,
        response: { 200: interviewListResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (request.params.userId !== user.id) throw AppError.forbidden('You can only list your own interviews');
      const { limit, cursor } = request.query;
      const json = await app.readCache.answer(user.id, `interviews?limit=${limit}&cursor=${cursor ?? ''}`, async () => {
        // One row more than asked for tells whether there is a next page.
        const rows = await interviews.listSummaries(user.id, { limit: limit + 1, cursor });
        const page = rows.slice(0, limit);
        return {
          success: true,
          interviews: page.map(toSummaryDto),
          nextCursor: rows.length > limit ? page[page.length - 1]!.id : null,
        } satisfies InterviewListResponse;
      });
      return sendJson(reply, json);
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
