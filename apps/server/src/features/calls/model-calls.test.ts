import type { Interview } from '@mockingbird/contracts';
import { INTERVIEWER_FIRST_MESSAGE, INTERVIEWER_SYSTEM_PROMPT, questionsAsDashList } from '@mockingbird/interview';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listenForCalls, type CallClient, type ListeningPlatform } from '../../../test/call-client.ts';
import { MODEL_GOODBYE, MODEL_READINGS, startOpenAiStandIn } from '../../../test/llm-stand-ins.ts';
import { captureLogs } from '../../../test/log-capture.ts';
import { createTestApp, signUpUser, type TestApp } from '../../../test/test-app.ts';
import { INTERVIEW_GENERATOR_WORKFLOW_ID } from './call-plan.ts';

const QUESTIONS = ['Tell me about a project you are proud of.', 'How do you test your code?'];
const interviewer = {
  name: 'Interviewer',
  firstMessage: INTERVIEWER_FIRST_MESSAGE,
  model: { provider: 'openai', model: 'gpt-4', messages: [{ role: 'system', content: INTERVIEWER_SYSTEM_PROMPT }] },
};

interface ChatRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
  tools?: { type: string; function: { name: string } }[];
}

/**
 * Calls whose brain is a language model (LLM_PROVIDER=openai), against a loopback server that speaks
 * OpenAI's chat completions, streamed as server-sent events. Client-speech mode keeps the test about
 * the model: the text goes in and out as the browser would send and speak it.
 */
describe('calls driven by a language model', () => {
  let openai: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  let t: TestApp;
  let platform: ListeningPlatform;
  const logs = captureLogs();

  beforeAll(async () => {
    openai = await startOpenAiStandIn();
    t = await createTestApp(
      'pglite',
      { LLM_PROVIDER: 'openai', OPENAI_BASE_URL: openai.baseUrl, LLM_MODEL: 'interviewer-model', LOG_LEVEL: 'warn' },
      { logStream: logs.stream },
    );
    platform = await listenForCalls(t.app, t.config.dataDir);
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
  });
  beforeEach(() => {
    openai.setBehaviour('good');
    openai.requests.length = 0;
  });

  async function start(body: Record<string, unknown>, cookie?: string) {
    const { id, client } = await platform.startCall(
      { ...body, transport: { mode: 'client-speech' } },
      { cookie, browserSpeech: true },
    );
    await client.opened();
    return { id, client };
  }

  /** The browser heard the user say this; resolves when the assistant has answered and finished speaking. */
  async function userSays(client: CallClient, text: string) {
    client.sendJson({ type: 'client-speech.transcript', transcriptType: 'final', transcript: text });
    await client.waitFor('transcript', (m) => m.role === 'user' && m.transcriptType === 'final');
    await client.assistantDone();
  }

  const storedCall = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/call/${id}`,
        headers: { authorization: `Bearer ${platform.privateKey}` },
      })
    ).json<{ status: string; endedReason?: string; messages: { role: string; message: string }[] }>();

  const chatRequests = () =>
    openai.requests.filter((r) => r.path === '/v1/chat/completions').map((r) => r.body as unknown as ChatRequest);

  it('interviews with the model: streamed replies, the questions from the prompt, and a hang-up by tool call', async () => {
    const { id, client } = await start({
      assistant: interviewer,
      assistantOverrides: { variableValues: { questions: questionsAsDashList(QUESTIONS) } },
    });
    await client.assistantDone();
    // The first message is the assistant's own; the model is not asked for it.
    expect(client.finals('assistant').join(' ')).toBe(INTERVIEWER_FIRST_MESSAGE);
    expect(chatRequests()).toHaveLength(0);

    await userSays(client, 'Yes, I am ready.');
    expect(client.finals('assistant').at(-1)).toBe(QUESTIONS[0]);
    await userSays(client, 'I rebuilt our checkout page and conversion went up by eight percent.');
    expect(client.finals('assistant').at(-1)).toBe(QUESTIONS[1]);
    client.sendJson({
      type: 'client-speech.transcript',
      transcriptType: 'final',
      transcript: 'Unit tests for every feature, and end to end tests in the pipeline.',
    });
    await client.waitFor('hang');
    expect((await client.waitFor('status-update', (m) => m.status === 'ended')).endedReason).toBe(
      'assistant-ended-call',
    );
    expect(client.finals('assistant').slice(-3).join(' ')).toBe(MODEL_GOODBYE);

    const requests = chatRequests();
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      expect(request).toMatchObject({ model: 'interviewer-model', stream: true });
      expect(request.tools?.map((tool) => tool.function.name)).toEqual(['end_call']);
      // The spec's system prompt, with the questions variable filled in as a dash list.
      expect(request.messages[0]!.role).toBe('system');
      expect(request.messages[0]!.content).toContain(`- ${QUESTIONS[0]}\n- ${QUESTIONS[1]}`);
      expect(request.messages[0]!.content).not.toContain('{{questions}}');
    }
    expect(requests[2]!.messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual([
      'Yes, I am ready.',
      'I rebuilt our checkout page and conversion went up by eight percent.',
      'Unit tests for every feature, and end to end tests in the pipeline.',
    ]);

    await client.whenClosed();
    const stored = await storedCall(id);
    expect(stored).toMatchObject({ status: 'ended', endedReason: 'assistant-ended-call' });
    expect(stored.messages.filter((m) => m.role === 'user')).toHaveLength(3);
    expect(stored.messages.map((m) => m.message).join(' ')).toContain(MODEL_GOODBYE);
  });

  it('ends the call naming the model when it fails, with what was said kept', async () => {
    const { id, client } = await start({
      assistant: interviewer,
      assistantOverrides: { variableValues: { questions: questionsAsDashList(QUESTIONS) } },
    });
    await client.assistantDone();
    openai.setBehaviour('server-error');
    client.sendJson({ type: 'client-speech.transcript', transcriptType: 'final', transcript: 'Yes, I am ready.' });
    expect((await client.waitFor('status-update', (m) => m.status === 'ended')).endedReason).toBe(
      'pipeline-error-openai-llm-failed',
    );
    // One retry, then the call gives up.
    expect(chatRequests()).toHaveLength(2);
    await client.whenClosed();
    const stored = await storedCall(id);
    expect(stored.endedReason).toBe('pipeline-error-openai-llm-failed');
    expect(stored.messages.filter((m) => m.role === 'user').map((m) => m.message)).toEqual(['Yes, I am ready.']);
  });

  async function createByVoice(answers: string[]) {
    const user = await signUpUser(t.app);
    const { client } = await start(
      { workflowId: INTERVIEW_GENERATOR_WORKFLOW_ID, workflowOverrides: { variableValues: { username: 'Ada' } } },
      user.cookie,
    );
    await client.assistantDone();
    for (const answer of answers) await userSays(client, answer);
    const confirmation = client.finals('assistant').slice(-2).join(' ');
    client.sendJson({ type: 'client-speech.transcript', transcriptType: 'final', transcript: 'Yes please.' });
    await client.waitFor('hang');
    await client.whenClosed();
    const list = await t.app.inject({
      method: 'GET',
      url: `/interview/user/${user.user._id}`,
      headers: { cookie: user.cookie },
    });
    // The list has summaries; the questions come with each interview.
    const interviews = await Promise.all(
      list.json<{ interviews: { _id: string }[] }>().interviews.map(async ({ _id }) => {
        const full = await t.app.inject({
          method: 'GET',
          url: `/interview/get/${_id}`,
          headers: { cookie: user.cookie },
        });
        return full.json<{ interview: Interview }>().interview;
      }),
    );
    return { confirmation, interviews };
  }

  it('reads the interview settings with the model in the generator workflow', async () => {
    const { confirmation, interviews } = await createByVoice(Object.keys(MODEL_READINGS));
    expect(confirmation).toBe(
      'To confirm: a senior Backend Developer interview, technical, covering MongoDB, Express, React and Node.js, with 5 questions. Shall I create it?',
    );
    expect(interviews).toHaveLength(1);
    expect(interviews[0]).toMatchObject({
      role: 'Backend Developer',
      type: 'technical',
      level: 'senior',
      techstack: ['MongoDB', 'Express', 'React', 'Node.js'],
      amount: 5,
    });
    // The questions came from the model too, through the same path as POST /interview/generate.
    expect(interviews[0]!.questions[0]).toMatch(/^Model question 1:/);
    const extractions = chatRequests().filter((r) =>
      r.messages.some((m) => m.content.includes('You extract the settings of a practice job interview')),
    );
    expect(extractions).toHaveLength(5);
  });

  it('falls back to the rules when the model cannot read the settings, and says so in the log', async () => {
    openai.setBehaviour('server-error');
    const { interviews } = await createByVoice([
      'frontend developer',
      'behavioural',
      'junior',
      'react and typescript',
      'three',
    ]);
    expect(interviews[0]).toMatchObject({
      role: 'Frontend Developer',
      type: 'behavioural',
      level: 'junior',
      techstack: ['React', 'TypeScript'],
      amount: 3,
    });
    // Question generation failed over to the bank as well.
    expect(interviews[0]!.questions).toHaveLength(3);
    expect(interviews[0]!.questions[0]).not.toMatch(/^Model question/);
    expect(logs.lines.filter((l) => l.msg === 'model extraction failed; using the rules')).toHaveLength(5);
  });
});
