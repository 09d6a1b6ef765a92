import { assistantBodySchema, type AssistantBody, type CreateWebCall } from '@mockingbird/contracts';
import { isWithinDepth, MAX_JSON_DEPTH } from '../../lib/clean-input.ts';
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

/** Text an assistant may grow to once its {{variables}} are filled in, in characters. */
export const MAX_FILLED_TEXT = 256 * 1024;

/**
 * Replaces {{name}} in every string of the value with the variable's value (unknown names stay).
 * A variable used many times can multiply a small request many-fold, so the text produced is
 * counted and a 400 stops it at MAX_FILLED_TEXT.
 */
export function applyVariables<T>(value: T, variables: Record<string, string>, budget = { left: MAX_FILLED_TEXT }): T {
  if (typeof value === 'string') {
    const filled = value.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) => {
      const replacement = variables[name] ?? whole;
      budget.left -= replacement.length;
      if (budget.left < 0) {
        throw AppError.badRequest(
          `The assistant is too large once its {{variables}} are filled in (the limit is ${MAX_FILLED_TEXT / 1024} K characters); use shorter variable values or fewer of them`,
        );
      }
      return replacement;
    });
    return filled as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => applyVariables(item, variables, budget)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, applyVariables(v, variables, budget)])) as T;
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
 * A stored assistant or squad, or a 400 naming what is wrong. Bodies stored before input depth was
 * limited may nest too deeply to run; the message says how to replace them.
 */
async function storedBody(
  platform: PlatformRepository,
  kind: 'assistant' | 'squad',
  id: string,
  missing: string,
): Promise<{ id: string; body: Record<string, unknown> }> {
  const row = await platform.findResource(kind, id);
  if (!row) throw AppError.badRequest(missing);
  if (!isWithinDepth(row.body)) {
    throw AppError.badRequest(
      `${kind === 'assistant' ? 'Assistant' : 'Squad'} ${id} is stored nested too deeply to run (the limit is ${MAX_JSON_DEPTH} levels); replace it with PUT /${kind}/${id}`,
    );
  }
  return row;
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
    const row = await storedBody(
      platform,
      'assistant',
      body.assistantId,
      `Assistant ${body.assistantId} does not exist`,
    );
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
      const row = await storedBody(platform, 'squad', body.squadId!, `Squad ${body.squadId} does not exist`);
      squad = row.body as NonNullable<CreateWebCall['squad']>;
      squadId = row.id;
    }
    // The call starts with the squad's first member; handing over between members is not supported.
    const member = squad.members[0]!;
    let assistant = member.assistant;
    if (!assistant && member.assistantId) {
      const row = await storedBody(
        platform,
        'assistant',
        member.assistantId,
        `Squad member assistant ${member.assistantId} does not exist`,
      );
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
