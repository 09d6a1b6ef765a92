import { assistantBodySchema, listQuerySchema, squadBodySchema, workflowBodySchema } from '@mockingbird/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlatformResourceRow } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { INTERVIEW_GENERATOR_WORKFLOW_ID } from '../calls/call-plan.ts';

/** A stored resource in Vapi's shape: its body, plus id, orgId and the timestamps. */
export function resourceDto(row: PlatformResourceRow) {
  return {
    ...row.body,
    id: row.id,
    orgId: row.orgId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const KINDS = [
  { kind: 'assistant', path: '/assistant', schema: assistantBodySchema, label: 'Assistant' },
  { kind: 'workflow', path: '/workflow', schema: workflowBodySchema, label: 'Workflow' },
  { kind: 'squad', path: '/squad', schema: squadBodySchema, label: 'Squad' },
] as const;

const idParams = z.object({ id: z.string() });

/** CRUD for assistants, workflows and squads, as Vapi's API has them. */
export const platformResourceRoutes: FastifyPluginAsyncZod<{ orgId: string }> = async (app, options) => {
  const { platform } = app.repositories;

  for (const { kind, path, schema, label } of KINDS) {
    const notFound = (id: string) => AppError.notFound(`${label} ${id} not found`);
    const guardBuiltIn = (id: string) => {
      if (kind === 'workflow' && id === INTERVIEW_GENERATOR_WORKFLOW_ID) {
        throw AppError.forbidden('The built-in Interview Generator workflow cannot be changed or deleted');
      }
    };

    app.post(path, { schema: { body: schema } }, async (request, reply) => {
      const row = await platform.createResource(kind, options.orgId, request.body);
      return reply.code(201).send(resourceDto(row));
    });

    app.get(path, { schema: { querystring: listQuerySchema } }, async (request) =>
      (await platform.listResources(kind, request.query)).map(resourceDto),
    );

    app.get(`${path}/:id`, { schema: { params: idParams } }, async (request) => {
      const row = await platform.findResource(kind, request.params.id);
      if (!row) throw notFound(request.params.id);
      return resourceDto(row);
    });

    // PATCH merges the given fields into the stored body; PUT replaces it.
    app.patch(`${path}/:id`, { schema: { params: idParams, body: schema.partial() } }, async (request) => {
      guardBuiltIn(request.params.id);
      const existing = await platform.findResource(kind, request.params.id);
      if (!existing) throw notFound(request.params.id);
      const merged = schema.parse({ ...existing.body, ...(request.body as Record<string, unknown>) }) as Record<
        string,
        unknown
      >;
      return resourceDto((await platform.replaceResource(kind, request.params.id, merged))!);
    });

    app.put(`${path}/:id`, { schema: { params: idParams, body: schema } }, async (request) => {
      guardBuiltIn(request.params.id);
      const row = await platform.replaceResource(kind, request.params.id, request.body);
      if (!row) throw notFound(request.params.id);
      return resourceDto(row);
    });

    app.delete(`${path}/:id`, { schema: { params: idParams } }, async (request) => {
      guardBuiltIn(request.params.id);
      const row = await platform.deleteResource(kind, request.params.id);
      if (!row) throw notFound(request.params.id);
      return resourceDto(row);
    });
  }
};
