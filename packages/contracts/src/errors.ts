import { z } from 'zod';

/** One problem with a request field, as the server reports it. */
export const validationIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** The body of every error response: a message a person can act on, and field issues for 400s. */
export const errorBodySchema = z.object({
  message: z.string(),
  issues: z.array(validationIssueSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
