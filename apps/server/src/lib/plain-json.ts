import type { FastifyReply } from 'fastify';

/**
 * Sends an answer already written as JSON (a cached one) as it is: Fastify does not serialize a
 * Buffer, so the zod response check is skipped too. For hot reads answered from the read cache, whose
 * answers are built by typed mapping functions from the contract types; their tests parse answers
 * with the schema.
 */
export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
