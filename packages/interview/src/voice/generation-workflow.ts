import type { InterviewType, Level, QuestionAmount } from '@mockingbird/contracts';
import { extractDraft, isNo, isYes, type InterviewDraft } from './extract.ts';

/** A turn of the conversation, as the voice pipeline keeps it. */
export interface Utterance {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type ReplyChunk = { type: 'text'; text: string } | { type: 'end-call' };

export interface CompleteDraft {
  role: string;
  type: InterviewType;
  level: Level;
  techstack: string[];
  amount: QuestionAmount;
}

/** Reads an answer into the draft; rule-based by default, a model when one is configured. */
export type DraftExtractor = (
  answer: string,
  asking: keyof InterviewDraft | undefined,
  draft: InterviewDraft,
) => Promise<InterviewDraft>;

export const ruleBasedExtractor: DraftExtractor = async (answer, asking) => extractDraft(answer, asking);

const ORDER: (keyof InterviewDraft)[] = ['role', 'type', 'level', 'techstack', 'amount'];

const QUESTIONS: Record<keyof InterviewDraft, string> = {
  role: 'What job role are you preparing for?',
  type: 'Should the interview be behavioural, technical, or a mix of both?',
  level: 'What level is the role: junior, mid-level, or senior?',
  techstack: 'Which technologies should the questions cover?',
  amount: 'How many questions would you like: three, five, seven, or ten?',
};

const RETRIES: Record<keyof InterviewDraft, string> = {
  role: "Sorry, I didn't catch the role. What job are you preparing for, for example frontend developer or data analyst?",
  type: "Sorry, I didn't catch that. Please say behavioural, technical, or mixed.",
  level: "Sorry, I didn't catch the level. Please say junior, mid-level, or senior.",
  techstack: "I didn't recognise any technologies. Could you name a few, for example React, Python, or AWS?",
  amount: 'Please choose three, five, seven, or ten questions.',
};

const FIELD_NAMES: Record<keyof InterviewDraft, RegExp> = {
  role: /\b(role|job|position|title)\b/i,
  type: /\b(type|kind|behaviou?ral|technical|mixed)\b/i,
  level: /\b(level|seniority)\b/i,
  techstack: /\b(tech|technolog(y|ies)|stack|languages?|frameworks?)\b/i,
  amount: /\b(number|how many|count|questions)\b/i,
};

const LEVEL_NAMES: Record<Level, string> = { junior: 'junior', mid: 'mid-level', senior: 'senior' };
const TYPE_NAMES: Record<InterviewType, string> = {
  behavioural: 'behavioural',
  technical: 'technical',
  mixed: 'mixed',
};

export function describeDraft(draft: CompleteDraft): string {
  const stack =
    draft.techstack.length > 1
      ? `${draft.techstack.slice(0, -1).join(', ')} and ${draft.techstack.at(-1)}`
      : draft.techstack[0];
  return `a ${LEVEL_NAMES[draft.level]} ${draft.role} interview, ${TYPE_NAMES[draft.type]}, covering ${stack}, with ${draft.amount} questions`;
}

/**
 * The voice workflow that creates an interview: greets the user, asks for role, type, level, tech
 * stack and number of questions (taking several at once when the user gives them), confirms, creates
 * the interview through the injected function, says it is ready, and hangs up.
 */
export class GenerationWorkflow {
  readonly name = 'interview-generator';
  private readonly draft: InterviewDraft = {};
  private asking: keyof InterviewDraft | undefined = 'role';
  private confirming = false;
  private done = false;

  constructor(
    private readonly userName: string,
    private readonly create: (draft: CompleteDraft) => Promise<void>,
    private readonly extract: DraftExtractor = ruleBasedExtractor,
  ) {}

  firstMessage(): string {
    const name = this.userName.trim() || 'there';
    return `Hi ${name}! I'll set up a practice interview for you. ${QUESTIONS.role}`;
  }

  async *respond(history: readonly Utterance[], options: { signal: AbortSignal }): AsyncIterable<ReplyChunk> {
    if (this.done) return;
    const answer = [...history].reverse().find((m) => m.role === 'user')?.content ?? '';
    if (this.confirming && isYes(answer) && !isNo(answer)) {
      // Chunks are joined as they are, like a model's stream: the space after the full stop ends the
      // sentence, so it is spoken now rather than glued to the next one after the interview exists.
      yield { type: 'text', text: 'Great, creating your interview now. ' };
      try {
        await this.create(this.complete()!);
        if (options.signal.aborted) return;
        yield { type: 'text', text: 'Your interview is ready. You will find it on your dashboard. Good luck!' };
      } catch {
        yield {
          type: 'text',
          text: "Sorry, I couldn't create the interview just now. Please try again, or use the form on the create interview page.",
        };
      }
      this.done = true;
      yield { type: 'end-call' };
      return;
    }

    const before = JSON.stringify(this.draft);
    this.merge(await this.extract(answer, this.confirming ? undefined : this.asking, this.draft));
    const changed = JSON.stringify(this.draft) !== before;

    if (this.confirming && !changed) {
      // "No" or "the level": find out what to change.
      const field = ORDER.find((f) => FIELD_NAMES[f].test(answer));
      if (field) {
        delete this.draft[field];
        this.confirming = false;
        this.asking = field;
        yield { type: 'text', text: QUESTIONS[field] };
      } else {
        yield {
          type: 'text',
          text: 'What would you like to change: the role, the type, the level, the technologies, or the number of questions?',
        };
      }
      return;
    }
    if (!this.confirming && !changed && this.asking) {
      yield { type: 'text', text: RETRIES[this.asking] };
      return;
    }
    const missing = this.nextMissing();
    if (missing) {
      this.confirming = false;
      this.asking = missing;
      yield { type: 'text', text: QUESTIONS[missing] };
      return;
    }
    this.asking = undefined;
    this.confirming = true;
    yield { type: 'text', text: `To confirm: ${describeDraft(this.complete()!)}. Shall I create it?` };
  }

  private merge(found: InterviewDraft) {
    for (const key of ORDER) {
      const value = found[key];
      if (value !== undefined && (!Array.isArray(value) || value.length > 0))
        (this.draft as Record<string, unknown>)[key] = value;
    }
  }

  private nextMissing(): keyof InterviewDraft | undefined {
    return ORDER.find((key) => this.draft[key] === undefined);
  }

  private complete(): CompleteDraft | undefined {
    const { role, type, level, techstack, amount } = this.draft;
    if (!role || !type || !level || !techstack || !amount) return undefined;
    return { role, type, level, techstack, amount };
  }
}
