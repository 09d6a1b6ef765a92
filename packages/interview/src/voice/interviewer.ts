import { INTERVIEWER_FIRST_MESSAGE } from '@mockingbird/contracts';
import { tokenize } from '../text.ts';
import type { ReplyChunk, Utterance } from './generation-workflow.ts';

// The interviewer's greeting, prompt and voice settings cross the wire (the web app sends them inline),
// so they live in contracts; this package re-exports them for the scripted interviewer's users.
export {
  INTERVIEWER_FIRST_MESSAGE,
  INTERVIEWER_SYSTEM_PROMPT,
  INTERVIEWER_VOICE_SETTINGS,
} from '@mockingbird/contracts';

export const INTERVIEWER_CLOSING =
  'Thank you for your time today. That concludes our interview. The company will review your answers and follow up with you soon with feedback. Goodbye!';

const ACKNOWLEDGEMENTS = [
  'Thank you.',
  'Thanks, that helps.',
  'Got it, thank you.',
  'Understood, thanks.',
  'Thank you for sharing that.',
];

const HR_QUESTION =
  /\b(salary|pay|compensation|benefits?|bonus|equity|stock|vacation|holiday|leave|remote|hybrid|office|visa|relocat\w*|start date|notice period|hours|contract|pension|insurance|perks?)\b/;
const REPEAT = /\b(repeat|say that again|pardon|come again|didn'?t (hear|catch)|one more time)\b/;
const NON_ANSWER =
  /^(i (don'?t|do not) know|no idea|pass|skip|next( question)?|i'?m not sure|not sure|i can'?t (answer|remember))\b/;
const QUESTION_START = /^(what|how|can|could|is|are|do|does|will|would|when|where|who|why)\b/;

/** Fewer words than this is a thin answer that earns one brief follow-up. */
export const THIN_ANSWER_WORDS = 25;

/**
 * The scripted interviewer: asks the questions in order, follows up once on a thin answer,
 * repeats a question on request, sends questions about pay and conditions to HR, and closes by
 * thanking the candidate, then hangs up. Used when no language model is configured.
 */
export class ScriptedInterviewer {
  readonly name = 'scripted';
  private index = -1;
  private followedUp = false;
  private finished = false;
  private replies = 0;

  constructor(
    private readonly questions: readonly string[],
    private readonly followUps: readonly ('behavioural' | 'technical')[] = [],
  ) {}

  firstMessage(): string {
    return INTERVIEWER_FIRST_MESSAGE;
  }

  async *respond(history: readonly Utterance[]): AsyncIterable<ReplyChunk> {
    if (this.finished) return;
    const answer = ([...history].reverse().find((m) => m.role === 'user')?.content ?? '').trim();
    const lower = answer.toLowerCase();
    const words = tokenize(answer).length;

    if (this.index < 0) {
      yield* this.ask(0, "Great, let's begin.");
      return;
    }
    const asksSomething = answer.endsWith('?') || (QUESTION_START.test(lower) && words <= 25);
    if (REPEAT.test(lower)) {
      yield { type: 'text', text: `Of course. ${this.questions[this.index]}` };
      return;
    }
    if (asksSomething && HR_QUESTION.test(lower)) {
      yield {
        type: 'text',
        text: "That's a good question for our HR team, and they'll be happy to go through it with you. For now, let's get back to the interview.",
      };
      yield { type: 'text', text: this.questions[this.index]! };
      return;
    }
    if (NON_ANSWER.test(lower) && words < 12) {
      yield* this.next("That's alright, let's move on.");
      return;
    }
    if (words < THIN_ANSWER_WORDS && !this.followedUp) {
      this.followedUp = true;
      const kind = this.followUps[this.index] ?? 'behavioural';
      yield {
        type: 'text',
        text:
          kind === 'technical'
            ? 'Could you go a little deeper? How does that work, and why would you choose it?'
            : 'Could you give me a specific example, and tell me what the result was?',
      };
      return;
    }
    yield* this.next(ACKNOWLEDGEMENTS[this.replies++ % ACKNOWLEDGEMENTS.length]!);
  }

  private async *next(lead: string): AsyncIterable<ReplyChunk> {
    if (this.index + 1 < this.questions.length) {
      yield* this.ask(this.index + 1, lead);
      return;
    }
    this.finished = true;
    yield { type: 'text', text: `${lead} ${INTERVIEWER_CLOSING}` };
    yield { type: 'end-call' };
  }

  private async *ask(index: number, lead: string): AsyncIterable<ReplyChunk> {
    this.index = index;
    this.followedUp = false;
    const position =
      index === 0
        ? 'First question.'
        : index === this.questions.length - 1
          ? 'And the last question.'
          : 'Next question.';
    yield { type: 'text', text: `${lead} ${position} ${this.questions[index]}` };
  }
}
