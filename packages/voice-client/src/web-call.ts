import { platformErrorBodySchema, webCallSchema, type WebCall } from '@mockingbird/contracts/call-messages';
import { VoiceClientError } from './errors.ts';
import type { VoiceClientEnvironment } from './transports/transport.ts';
import type {
  AssistantInput,
  AssistantOverrides,
  SquadInput,
  StartOptions,
  WorkflowInput,
  WorkflowOverrides,
} from './types.ts';

/** Vapi's public API. */
export const DEFAULT_API_BASE_URL = 'https://api.vapi.ai';

export interface WebCallInputs {
  assistant?: AssistantInput | undefined;
  assistantOverrides?: AssistantOverrides | undefined;
  squad?: SquadInput | undefined;
  workflow?: WorkflowInput | undefined;
  workflowOverrides?: WorkflowOverrides | undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks what start() was given beyond "one of the three"; the message says what to pass instead. */
export function validateInputs(inputs: WebCallInputs): void {
  const check = (name: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (typeof value === 'string') {
      if (value.trim() === '')
        throw VoiceClientError.invalidInput(`${name} must be an id or an object, not an empty string.`);
      return;
    }
    if (!isObject(value)) throw VoiceClientError.invalidInput(`${name} must be an id (a string) or an object.`);
  };
  check('assistant', inputs.assistant);
  check('squad', inputs.squad);
  check('workflow', inputs.workflow);
  for (const [name, value] of [
    ['assistantOverrides', inputs.assistantOverrides],
    ['workflowOverrides', inputs.workflowOverrides],
  ] as const) {
    if (value !== undefined && value !== null && !isObject(value))
      throw VoiceClientError.invalidInput(`${name} must be an object.`);
  }
}

/** The body of POST /call/web: ids as `…Id`, inline definitions as themselves. */
export function webCallBody(
  inputs: WebCallInputs,
  options: Pick<StartOptions, 'roomDeleteOnUserLeaveEnabled'> & { mode?: 'audio' | 'client-speech' | undefined },
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const put = (name: 'assistant' | 'squad' | 'workflow', value: unknown) => {
    if (typeof value === 'string') body[`${name}Id`] = value;
    else if (isObject(value)) body[name] = value;
  };
  put('assistant', inputs.assistant);
  put('squad', inputs.squad);
  put('workflow', inputs.workflow);
  if (inputs.assistantOverrides) body.assistantOverrides = inputs.assistantOverrides;
  if (inputs.workflowOverrides) body.workflowOverrides = inputs.workflowOverrides;
  if (options.roomDeleteOnUserLeaveEnabled !== undefined)
    body.roomDeleteOnUserLeaveEnabled = options.roomDeleteOnUserLeaveEnabled;
  if (options.mode) body.transport = { mode: options.mode };
  return body;
}

/** POST /call/web. Every failure is a VoiceClientError with a reason the caller can act on. */
export async function createWebCall(
  environment: VoiceClientEnvironment,
  apiBaseUrl: string,
  apiToken: string,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<WebCall> {
  let response: Response;
  try {
    response = await environment.fetch(`${apiBaseUrl.replace(/\/+$/, '')}/call/web`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      // The app's session cookie tells a Mockingbird server whose call this is.
      credentials: 'include',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw VoiceClientError.serverUnreachable(error);
  }
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const parsed = platformErrorBodySchema.safeParse(json);
    const message = parsed.success
      ? Array.isArray(parsed.data.message)
        ? parsed.data.message.join('; ')
        : (parsed.data.message ?? parsed.data.error)
      : undefined;
    throw VoiceClientError.http(response.status, message);
  }
  const call = webCallSchema.safeParse(json);
  if (!call.success) throw VoiceClientError.invalidResponse(call.error);
  return call.data;
}

/** Which transport a web call needs: Mockingbird's socket (ws/wss URL) or a Daily room. */
export function transportKind(call: WebCall): 'websocket' | 'daily' {
  if (/^wss?:\/\//i.test(call.webCallUrl) || call.transport?.provider === 'mockingbird.websocket') return 'websocket';
  return 'daily';
}
