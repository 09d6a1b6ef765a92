import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { generateText, Output, type LanguageModel } from 'ai';
import type { z } from 'zod';
import type { LlmConfig } from '../config.ts';
import { toError } from '../lib/errors.ts';

/** A configured language model and the name feedback and interviews record it by. */
export interface Llm {
  model: LanguageModel;
  /** e.g. "openai:gpt-4o-mini" */
  id: string;
  timeoutMs: number;
}

export function createLlm(config: LlmConfig | undefined): Llm | undefined {
  if (!config) return undefined;
  if (config.provider === 'openai') {
    // Chat completions, which every OpenAI-compatible server speaks (Ollama, vLLM, LM Studio, Groq).
    const provider = createOpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey ?? 'not-needed', name: 'openai' });
    return { model: provider.chat(config.model), id: `openai:${config.model}`, timeoutMs: config.timeoutMs };
  }
  const provider = createGoogleGenerativeAI({
    apiKey: config.apiKey,
    ...(config.baseUrl ? { baseURL: config.baseUrl } : {}),
  });
  return { model: provider(config.model), id: `google:${config.model}`, timeoutMs: config.timeoutMs };
}

export type LlmResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Asks the model for an object of the schema's shape; never throws. */
export async function generateStructured<T>(
  llm: Llm,
  schema: z.ZodType<T>,
  prompt: { system: string; prompt: string },
  name: string,
): Promise<LlmResult<T>> {
  try {
    const result = await generateText({
      model: llm.model,
      system: prompt.system,
      prompt: prompt.prompt,
      output: Output.object({ schema, name }),
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(llm.timeoutMs),
    });
    return { ok: true, value: result.output };
  } catch (error) {
    const { name: errorName, message } = toError(error);
    return { ok: false, reason: `${errorName}: ${message.slice(0, 300)}` };
  }
}
