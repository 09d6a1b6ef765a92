import type { TranscriptEntry } from '@mockingbird/contracts';
import { contentStems } from '../text.ts';

/** Consecutive entries of one speaker, merged: one recogniser "final" rarely holds a whole turn. */
export interface Turn {
  role: 'user' | 'assistant';
  text: string;
  /** Time of the first and last entry of the turn, in ms since 1970. */
  startMs: number;
  endMs: number;
  /** End of the previous turn: when this speaker could start talking. */
  previousEndMs: number | undefined;
}

export function toTurns(transcript: readonly TranscriptEntry[]): Turn[] {
  const turns: Turn[] = [];
  let previousEndMs: number | undefined;
  for (const entry of transcript) {
    if (entry.role === 'system') continue;
    const text = entry.content.trim();
    if (text === '') continue;
    const at = Date.parse(entry.timestamp);
    const last = turns.at(-1);
    if (last && last.role === entry.role) {
      last.text = `${last.text} ${text}`;
      last.endMs = Math.max(last.endMs, at);
    } else {
      turns.push({ role: entry.role, text, startMs: at, endMs: at, previousEndMs });
    }
    previousEndMs = turns.at(-1)!.endMs;
  }
  return turns;
}

/** Share of the question's meaningful words that the interviewer's turn contains. */
function similarity(questionStems: ReadonlySet<string>, turnText: string): number {
  if (questionStems.size === 0) return 0;
  const turn = new Set(contentStems(turnText));
  let shared = 0;
  for (const s of questionStems) if (turn.has(s)) shared += 1;
  return shared / questionStems.size;
}

export interface AlignedAnswer {
  /** Index of the interviewer turn that asked the question, if it was heard. */
  askedAt: number | undefined;
  /** The candidate's turns from that question until the next question. */
  turns: Turn[];
}

const STRONG_MATCH = 0.6;
const WEAK_MATCH = 0.4;

/**
 * Finds where the interviewer asked each question (in order; paraphrases allowed) and gives each
 * question the candidate's turns up to the next question, follow-ups included.
 */
export function alignAnswers(questions: readonly string[], turns: readonly Turn[]): AlignedAnswer[] {
  const asked: (number | undefined)[] = questions.map(() => undefined);
  let cursor = 0;
  questions.forEach((question, q) => {
    const stemsOfQuestion = new Set(contentStems(question));
    let best: { index: number; score: number } | undefined;
    for (let t = cursor; t < turns.length; t += 1) {
      if (turns[t]!.role !== 'assistant') continue;
      const score = similarity(stemsOfQuestion, turns[t]!.text);
      if (score >= STRONG_MATCH) {
        best = { index: t, score };
        break;
      }
      if (score >= WEAK_MATCH && (!best || score > best.score)) best = { index: t, score };
    }
    if (best) {
      asked[q] = best.index;
      cursor = best.index + 1;
    }
  });

  // No question recognised at all (an interviewer that rephrased everything): pair questions in
  // order with the interviewer's turns that ask something, skipping small talk.
  if (!asked.some((index) => index !== undefined)) {
    const asking = turns
      .map((turn, index) => ({ turn, index }))
      .filter(({ turn }) => turn.role === 'assistant' && turn.text.includes('?') && contentStems(turn.text).length >= 4)
      .map(({ index }) => index);
    asking.slice(-questions.length).forEach((index, q) => (asked[q] = index));
  }

  const askedIndexes = asked.filter((index): index is number => index !== undefined).sort((a, b) => a - b);
  return asked.map((askedAt) => {
    if (askedAt === undefined) return { askedAt, turns: [] };
    const next = askedIndexes.find((index) => index > askedAt) ?? turns.length;
    return { askedAt, turns: turns.slice(askedAt + 1, next).filter((turn) => turn.role === 'user') };
  });
}
