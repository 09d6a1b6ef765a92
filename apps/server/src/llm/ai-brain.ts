import type { InterviewDraft, DraftExtractor } from '@mockingbird/interview';
import { extractDraft } from '@mockingbird/interview';
import { PipelineError, type Brain, type BrainChunk, type ChatMessage } from '@mockingbird/voice-agent';
import { jsonSchema, streamText, tool } from 'ai';
import { z } from 'zod';
import { generateStructured, type Llm } from './language-model.ts';

/**
 * The assistant's brain when a model is configured: the conversation goes to the model through the
 * `ai` SDK and its text streams out as it is written, so speech starts with the first sentence. The
 * model ends the call with the `end_call` tool.
 */
export class AiBrain implements Brain {
  readonly name: string;

  constructor(
    private readonly llm: Llm,
    private readonly options: { temperature?: number; maxTokens?: number } = {},
  ) {
    this.name = llm.id.split(':')[0] ?? 'llm';
  }

  async *respond(history: readonly ChatMessage[], { signal }: { signal: AbortSignal }): AsyncIterable<BrainChunk> {
    const system = history
      .filter((m) => m.role === 'system')
      .map((m) => m.content)
      .join('\n\n');
    const messages = history
      .filter((m): m is ChatMessage & { role: 'user' | 'assistant' } => m.role !== 'system')
      .map((m) => ({ role: m.role, content: m.content }));
    let endCall = false;
    const result = streamText({
      model: this.llm.model,
      system: `${system}\n\nWhen the interview or conversation is over and you have said goodbye, call the end_call tool.`,
      messages: messages.length > 0 ? messages : [{ role: 'user', content: '(the caller is silent)' }],
      tools: {
        end_call: tool({
          description: 'Hang up once you have said goodbye.',
          inputSchema: jsonSchema<Record<string, never>>({
            type: 'object',
            properties: {},
            additionalProperties: false,
          }),
          execute: async () => {
            endCall = true;
            return 'call will end after your last words are spoken';
          },
        }),
      },
      temperature: this.options.temperature ?? 0.6,
      maxOutputTokens: this.options.maxTokens ?? 300,
      maxRetries: 1,
      abortSignal: AbortSignal.any([signal, AbortSignal.timeout(this.llm.timeoutMs)]),
      // Errors arrive as 'error' parts below and end the call with a named reason; no console output.
      onError: () => undefined,
    });
    try {
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta' && part.text) yield { type: 'text', text: part.text };
        else if (part.type === 'error') throw part.error;
      }
    } catch (error) {
      if (signal.aborted) return;
      throw new PipelineError('llm', `the language model ${this.llm.id} failed`, { cause: error });
    }
    if (endCall) yield { type: 'end-call' };
  }
}

const draftSchema = z.object({
  role: z.string().nullable(),
  type: z.enum(['behavioural', 'technical', 'mixed']).nullable(),
  level: z.enum(['junior', 'mid', 'senior']).nullable(),
  techstack: z.array(z.string()).nullable(),
  amount: z.number().int().nullable(),
});

/**
 * Reads the user's answer with the model (what role, type, level, technologies, how many
 * questions), and falls back to the rules whenever the model fails or says something invalid.
 */
export function modelDraftExtractor(llm: Llm, log: (reason: string) => void): DraftExtractor {
  return async (answer, asking, draft) => {
    const result = await generateStructured(
      llm,
      draftSchema,
      {
        system:
          'You extract the settings of a practice job interview from what a user said. Return null for anything the user did not say. ' +
          'amount is the number of questions (3, 5, 7 or 10). techstack lists technologies by their usual names.',
        prompt: `Settings so far: ${JSON.stringify(draft)}\nThe assistant asked about: ${asking ?? 'changes'}\nThe user said: "${answer}"`,
      },
      'interview_settings',
    );
    if (!result.ok) {
      log(result.reason);
      return extractDraft(answer, asking);
    }
    const found: InterviewDraft = {};
    const v = result.value;
    if (v.role?.trim()) found.role = v.role.trim();
    if (v.type) found.type = v.type;
    if (v.level) found.level = v.level;
    if (v.techstack && v.techstack.length > 0)
      found.techstack = v.techstack
        .map((t) => t.trim())
        .filter(Boolean)
        .slice(0, 20);
    if (v.amount && [3, 5, 7, 10].includes(v.amount)) found.amount = v.amount as 3 | 5 | 7 | 10;
    return found;
  };
}
