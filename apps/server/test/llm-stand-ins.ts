import { CATEGORY_NAMES } from '@mockingbird/contracts';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Loopback stand-ins for the two hosted model APIs, speaking their real wire formats: OpenAI's chat
 * completions (also served by Ollama, vLLM, LM Studio, Groq) and Google's Gemini generateContent.
 * By default they answer like a competent model; a test can make them misbehave.
 */

export type Behaviour =
  | 'good'
  /** HTTP 500 with the provider's error body. */
  | 'server-error'
  /** Content that is not JSON at all. */
  | 'garbage'
  /** Valid JSON, but one question too few and a feedback total far from the rubric's. */
  | 'off-spec'
  /** Questions with markdown in them. */
  | 'markdown';

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/**
 * How the stand-in model reads interview settings out of what a user said: phrasings that the
 * rule-based extractor cannot read, so a test can tell which of the two understood them.
 */
export const MODEL_READINGS: Record<string, Record<string, unknown>> = {
  'I build the server side of web shops': { role: 'Backend Developer' },
  'quiz me on the hard skills': { type: 'technical' },
  'I have been doing this for about a decade': { level: 'senior' },
  'the usual MERN setup': { techstack: ['MongoDB', 'Express', 'React', 'Node.js'] },
  'a handful, say half of ten': { amount: 5 },
};

/** What the model "writes", from the prompt it was given. */
function modelAnswer(prompt: string, behaviour: Behaviour): string {
  if (behaviour === 'garbage') return 'Sure! Here are some thoughts about interviews, in prose rather than JSON.';
  if (prompt.includes('You extract the settings of a practice job interview')) {
    const said = /The user said: "(.*)"/.exec(prompt)?.[1] ?? '';
    return JSON.stringify({
      role: null,
      type: null,
      level: null,
      techstack: null,
      amount: null,
      ...MODEL_READINGS[said],
    });
  }
  const amount = Number(/Write exactly (\d+) distinct interview questions/.exec(prompt)?.[1]);
  if (Number.isFinite(amount)) {
    const technical = Number(/Write (\d+) technical question/.exec(prompt)?.[1] ?? 0);
    const count = behaviour === 'off-spec' ? amount - 1 : amount;
    return JSON.stringify({
      questions: Array.from({ length: count }, (_, i) => ({
        text:
          behaviour === 'markdown'
            ? `**Question ${i + 1}**: explain the \`event loop\`?`
            : i < technical
              ? `Model question ${i + 1}: how would you keep a busy service fast and reliable as traffic grows?`
              : `Model question ${i + 1}: tell me about a time you helped a teammate through a difficult week.`,
        type: i < technical ? 'technical' : 'behavioural',
        keyConcepts: i < technical ? ['caching', 'load balancing', 'monitoring'] : ['empathy', 'follow through'],
      })),
    });
  }
  const rubricTotal = Number(/total (\d+)\./.exec(prompt)?.[1] ?? 50);
  const total = behaviour === 'off-spec' ? (rubricTotal > 50 ? rubricTotal - 45 : rubricTotal + 45) : rubricTotal;
  const names: readonly string[] = CATEGORY_NAMES;
  return JSON.stringify({
    totalScore: total,
    categoryScores: names.map((name) => ({
      name,
      score: total,
      comment: `Model comment on ${name.toLowerCase()}: when you said "first I measured the problem" it showed method.`,
    })),
    strengths: ['Model strength: you measured before changing anything.'],
    areasForImprovement: ['Model area: quantify the outcome of each story.'],
    finalAssessment:
      'Model assessment: a solid, well-reasoned interview with clear structure and room to quantify results.',
  });
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A reply as server-sent events (`data: {…}` lines, then `data: [DONE]`), as streamed completions are. */
interface EventStream {
  events: unknown[];
}

function standIn(
  handle: (request: RecordedRequest, behaviour: Behaviour) => { status: number; body: unknown } | EventStream,
) {
  const requests: RecordedRequest[] = [];
  let behaviour: Behaviour = 'good';
  const server = createServer((request, response) => {
    void readJson(request).then(async (body) => {
      const recorded = { path: request.url ?? '', headers: request.headers, body };
      requests.push(recorded);
      const answer = handle(recorded, behaviour);
      if ('events' in answer) {
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        for (const event of answer.events) {
          response.write(`data: ${JSON.stringify(event)}\n\n`);
          // Tokens arrive a little apart, as they do from a real model.
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        response.end('data: [DONE]\n\n');
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  return {
    requests,
    setBehaviour: (next: Behaviour) => (behaviour = next),
    start: () => listen(server),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The stand-in's closing line when it ends a call with the end_call tool. */
export const MODEL_GOODBYE = 'Thank you for your time today. We will be in touch. Goodbye.';

/**
 * The stand-in as a conversational interviewer: it asks the questions its system prompt lists under
 * the question flow, one per user turn, then says goodbye and calls the end_call tool when it has one.
 */
function interviewerTurn(messages: { role: string; content: string }[], canHangUp: boolean) {
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  // The dash list in the paragraph about the question flow (other paragraphs list guidelines).
  const flow = system.split('\n\n').find((paragraph) => paragraph.includes('question flow')) ?? '';
  const questions = flow
    .split('\n')
    .filter((line) => line.trim().startsWith('- '))
    .map((line) => line.trim().slice(2));
  const userTurns = messages.filter((m) => m.role === 'user').length;
  const next = questions[userTurns - 1];
  return next ? { text: `Thanks for that. ${next}`, hangUp: false } : { text: MODEL_GOODBYE, hangUp: canHangUp };
}

/** A chat completion streamed as chunks: the text a few words at a time, then any tool call. */
function streamedCompletion(model: unknown, text: string, hangUp: boolean): EventStream {
  const base = {
    id: 'chatcmpl-standin',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
  };
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
    ...base,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  const words = text.split(' ');
  const events: unknown[] = [chunk({ role: 'assistant', content: '' })];
  for (let i = 0; i < words.length; i += 3)
    events.push(chunk({ content: `${i > 0 ? ' ' : ''}${words.slice(i, i + 3).join(' ')}` }));
  if (hangUp) {
    events.push(
      chunk({
        tool_calls: [{ index: 0, id: 'call_standin', type: 'function', function: { name: 'end_call', arguments: '' } }],
      }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: '{}' } }] }),
    );
  }
  events.push(chunk({}, hangUp ? 'tool_calls' : 'stop'));
  events.push({ ...base, choices: [], usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 } });
  return { events };
}

/** OpenAI chat completions: POST {base}/chat/completions, plain or streamed. */
export async function startOpenAiStandIn() {
  const s = standIn(({ path, body }, behaviour) => {
    if (path !== '/v1/chat/completions') return { status: 404, body: { error: { message: `no route ${path}` } } };
    if (behaviour === 'server-error') {
      return { status: 500, body: { error: { message: 'The server had an error', type: 'server_error', code: null } } };
    }
    const messages = body.messages as { role: string; content: string }[];
    if (body.stream === true) {
      const tools = (body.tools as { function: { name: string } }[] | undefined) ?? [];
      const turn = interviewerTurn(
        messages,
        tools.some((t) => t.function.name === 'end_call'),
      );
      return streamedCompletion(body.model, turn.text, turn.hangUp);
    }
    const prompt = messages.map((m) => m.content).join('\n');
    return {
      status: 200,
      body: {
        id: 'chatcmpl-standin',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          { index: 0, message: { role: 'assistant', content: modelAnswer(prompt, behaviour) }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
      },
    };
  });
  const base = await s.start();
  return { ...s, baseUrl: `${base}/v1` };
}

/** Gemini: POST {base}/models/{model}:generateContent. */
export async function startGeminiStandIn() {
  const s = standIn(({ path, body }, behaviour) => {
    if (!/^\/v1beta\/models\/[^/]+:generateContent$/.test(path))
      return { status: 404, body: { error: { code: 404, message: `no route ${path}` } } };
    if (behaviour === 'server-error') {
      return {
        status: 500,
        body: { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } },
      };
    }
    const contents = body.contents as { parts: { text: string }[] }[];
    const system = (body.systemInstruction as { parts: { text: string }[] } | undefined)?.parts ?? [];
    const prompt = [...system, ...contents.flatMap((c) => c.parts)].map((p) => p.text).join('\n');
    return {
      status: 200,
      body: {
        candidates: [
          {
            content: { role: 'model', parts: [{ text: modelAnswer(prompt, behaviour) }] },
            finishReason: 'STOP',
            index: 0,
          },
        ],
        usageMetadata: { promptTokenCount: 100, candidatesTokenCount: 50, totalTokenCount: 150 },
        modelVersion: 'gemini-standin',
      },
    };
  });
  const base = await s.start();
  return { ...s, baseUrl: `${base}/v1beta` };
}
