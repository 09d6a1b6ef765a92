import {
  GenerationWorkflow,
  guessQuestionType,
  INTERVIEWER_FIRST_MESSAGE,
  ruleBasedExtractor,
  ScriptedInterviewer,
  type CompleteDraft,
} from '@mockingbird/interview';
import type { Brain, BrainChunk } from '@mockingbird/voice-agent';
import type { FastifyBaseLogger } from 'fastify';
import { AiBrain, modelDraftExtractor } from '../../llm/ai-brain.ts';
import type { Llm } from '../../llm/language-model.ts';
import type { CallPlan } from './call-plan.ts';

export interface ConversationSetup {
  brain: Brain;
  systemPrompt: string | undefined;
  firstMessage: string | undefined;
  firstMessageMode: 'assistant-speaks-first' | 'assistant-waits-for-user';
}

/** Questions given to the interviewer as the spec's `questions` variable: one "- question" per line. */
export function parseQuestionList(text: string | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('-'))
    .map((line) => line.replace(/^-\s*/, '').trim())
    .filter(Boolean);
}

/** What this server says when an assistant needs a model it does not have. */
class WithoutModel implements Brain {
  readonly name = 'scripted';
  async *respond(): AsyncIterable<BrainChunk> {
    yield {
      type: 'text',
      text: 'This server has no language model configured, so this assistant can only run interviews from a question list. Goodbye.',
    };
    yield { type: 'end-call' };
  }
}

/**
 * Chooses what drives the conversation: the built-in generation workflow; a configured model; or,
 * with no model, the scripted interviewer (when the call carries a question list).
 */
export function conversationFor(
  plan: CallPlan,
  deps: {
    llm: Llm | undefined;
    ownerName: string | undefined;
    createInterview: ((draft: CompleteDraft) => Promise<void>) | undefined;
    log: FastifyBaseLogger;
  },
): ConversationSetup {
  if (plan.kind === 'generator') {
    const create = deps.createInterview ?? (() => Promise.reject(new Error('the call has no signed-in owner')));
    const extractor = deps.llm
      ? modelDraftExtractor(deps.llm, (reason) => deps.log.warn({ reason }, 'model extraction failed; using the rules'))
      : ruleBasedExtractor;
    const workflow = new GenerationWorkflow(plan.variables.username ?? deps.ownerName ?? '', create, extractor);
    return {
      brain: workflow,
      systemPrompt: undefined,
      firstMessage: workflow.firstMessage(),
      firstMessageMode: 'assistant-speaks-first',
    };
  }
  const { assistant } = plan;
  const systemPrompt = assistant.model?.messages
    ?.filter((m) => m.role === 'system')
    .map((m) => m.content)
    .join('\n\n');
  const firstMessageMode =
    assistant.firstMessageMode === 'assistant-waits-for-user' ? 'assistant-waits-for-user' : 'assistant-speaks-first';
  if (deps.llm) {
    return {
      brain: new AiBrain(deps.llm, {
        ...(assistant.model?.temperature !== undefined ? { temperature: assistant.model.temperature } : {}),
        ...(assistant.model?.maxTokens !== undefined ? { maxTokens: assistant.model.maxTokens } : {}),
      }),
      systemPrompt: systemPrompt || undefined,
      firstMessage: assistant.firstMessage,
      firstMessageMode,
    };
  }
  const questions = parseQuestionList(plan.variables.questions);
  if (questions.length > 0) {
    return {
      brain: new ScriptedInterviewer(questions, questions.map(guessQuestionType)),
      systemPrompt: systemPrompt || undefined,
      firstMessage: assistant.firstMessage ?? INTERVIEWER_FIRST_MESSAGE,
      firstMessageMode,
    };
  }
  return { brain: new WithoutModel(), systemPrompt: undefined, firstMessage: assistant.firstMessage, firstMessageMode };
}
