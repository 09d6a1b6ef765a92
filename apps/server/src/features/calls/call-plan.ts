import { assistantBodySchema, type AssistantBody, type CreateWebCall } from '@mockingbird/contracts';
import { AppError } from '../../lib/errors.ts';
import type { PlatformRepository } from '../platform/platform-repository.ts';

/** The built-in "Interview Generator" workflow: a fixed id the web app reads from GET /config. */
export const INTERVIEW_GENERATOR_WORKFLOW_ID = '5f0c1b9e-8d3a-4a8e-9b4f-2c6d7e8f9a01';
export const INTERVIEW_GENERATOR_WORKFLOW = {
  name: 'Interview Generator',
  description:
    'Built in. Greets {{username}}, asks for the role, interview type, level, tech stack and number of questions, confirms, creates the interview for the call owner and hangs up.',
  builtIn: true,
  nodes: [
    { name: 'greet', type: 'conversation' },
    { name: 'collect', type: 'conversation', variables: ['role', 'type', 'level', 'techstack', 'amount'] },
    { name: 'confirm', type: 'conversation' },
    { name: 'create_interview', type: 'tool' },
    { name: 'goodbye', type: 'hangup' },
  ],
  edges: [
    { from: 'greet', to: 'collect' },
    { from: 'collect', to: 'confirm' },
    { from: 'confirm', to: 'create_interview' },
    { from: 'create_interview', to: 'goodbye' },
  ],
};

export type CallPlan =
  | {
      kind: 'assistant';
      /** The assistant with overrides and {{variables}} applied. */
      assistant: AssistantBody;
      variables: Record<string, string>;
      assistantId?: string;
      squadId?: string;
    }
  | { kind: 'generator'; workflowId: string; workflow: Record<string, unknown>; variables: Record<string, string> };

const stringValues = (values: Record<string, unknown> | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values ?? {}).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );

/** Replaces {{name}} in every string of the value with the variable's value (unknown names stay). */
export function applyVariables<T>(value: T, variables: Record<string, string>): T {
  if (typeof value === 'string') {
    return value.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) => variables[name] ?? whole) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => applyVariables(item, variables)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, applyVariables(v, variables)])) as T;
  }
  return value;
}

function withOverrides(assistant: AssistantBody, overrides: CreateWebCall['assistantOverrides']) {
  const { variableValues, ...rest } = overrides ?? {};
  const merged = { ...assistant, ...rest };
  const variables = { ...stringValues(assistant.variableValues), ...stringValues(variableValues) };
  return { assistant: applyVariables(merged, variables), variables };
}

/**
 * Works out what a web call runs: an assistant (inline, by id, or a squad's first member) or the
 * built-in Interview Generator workflow. Problems are 400s with messages a developer can act on.
 */
export async function planCall(body: CreateWebCall, platform: PlatformRepository): Promise<CallPlan> {
  if (body.workflow || body.workflowId) {
    if (body.workflowId !== INTERVIEW_GENERATOR_WORKFLOW_ID) {
      throw AppError.badRequest(
        `This server runs only its built-in Interview Generator workflow (workflowId ${INTERVIEW_GENERATOR_WORKFLOW_ID}); custom workflows can be stored but not run.`,
      );
    }
    return {
      kind: 'generator',
      workflowId: INTERVIEW_GENERATOR_WORKFLOW_ID,
      workflow: INTERVIEW_GENERATOR_WORKFLOW,
      variables: stringValues(body.workflowOverrides?.variableValues),
    };
  }
  if (body.assistant) return { kind: 'assistant', ...withOverrides(body.assistant, body.assistantOverrides) };
  if (body.assistantId) {
    const row = await platform.findResource('assistant', body.assistantId);
    if (!row) throw AppError.badRequest(`Assistant ${body.assistantId} does not exist`);
    return {
      kind: 'assistant',
      assistantId: row.id,
      ...withOverrides(assistantBodySchema.parse(row.body), body.assistantOverrides),
    };
  }
  if (body.squad || body.squadId) {
    let squad = body.squad;
    let squadId: string | undefined;
    if (!squad) {
      const row = await platform.findResource('squad', body.squadId!);
      if (!row) throw AppError.badRequest(`Squad ${body.squadId} does not exist`);
      squad = row.body as NonNullable<CreateWebCall['squad']>;
      squadId = row.id;
    }
    // The call starts with the squad's first member; handing over between members is not supported.
    const member = squad.members[0]!;
    let assistant = member.assistant;
    if (!assistant && member.assistantId) {
      const row = await platform.findResource('assistant', member.assistantId);
      if (!row) throw AppError.badRequest(`Squad member assistant ${member.assistantId} does not exist`);
      assistant = assistantBodySchema.parse(row.body);
    }
    if (!assistant) throw AppError.badRequest("The squad's first member needs an assistant or an assistantId");
    const { assistant: resolved, variables } = withOverrides(assistant, {
      ...member.assistantOverrides,
      ...body.assistantOverrides,
    });
    return { kind: 'assistant', assistant: resolved, variables, ...(squadId ? { squadId } : {}) };
  }
  throw AppError.badRequest('Assistant or Squad or Workflow must be provided.');
}
