import type { AnswerMetrics, KeyConceptDto, QuestionDetail } from '@mockingbird/contracts';
import {
  clamp01,
  contentStems,
  findPhrase,
  phrase,
  quoteAround,
  round1,
  spokenWords,
  stem,
  tokenize,
  truncate,
  type Phrase,
} from '../text.ts';
import type { AlignedAnswer } from './align.ts';
import {
  COLLABORATION,
  ENTHUSIASM,
  EXPLANATIONS,
  FILLERS,
  HEDGES,
  LEARNING,
  LIKE_FILLER_AFTER,
  NEGATIVITY,
  NON_ANSWERS,
  ORGANISATION,
  REASONING,
  STAR,
  technicalTerms,
} from './lexicon.ts';

/** Everything measured on one answer: the public metrics plus what scoring and comments need. */
export interface MeasuredAnswer {
  metrics: AnswerMetrics;
  text: string;
  /** The answer's words as said, for quotes. */
  words: string[];
  /** Signal strengths in 0..1 (see docs/scoring.md). */
  signals: {
    length: number;
    fillers: number;
    hedges: number;
    pace: number | null;
    coverage: number;
    reasoning: number;
    organisation: number;
    techVocabulary: number;
    /** Technical vocabulary with a higher bar, for stories in behavioural answers. */
    storyTechVocabulary: number;
    collaboration: number;
    learning: number;
    enthusiasm: number;
    negativity: number;
    star: number;
    directness: number;
  };
  /** Quotes of what the candidate said that show a concept, a STAR part or a habit. */
  quotes: {
    concept: string | undefined;
    star: string | undefined;
    filler: string | undefined;
    hedge: string | undefined;
    collaboration: string | undefined;
    reason: string | undefined;
    negativity: string | undefined;
    opening: string;
  };
  /** The distinct technical terms used. */
  technicalTerms: string[];
}

interface Hits {
  count: number;
  distinct: string[];
  firstAt: number | undefined;
}

function countPhrases(tokenStems: readonly string[], list: readonly Phrase[]): Hits {
  let count = 0;
  const distinct: string[] = [];
  let firstAt: number | undefined;
  for (const p of list) {
    const positions = findPhrase(tokenStems, p);
    if (positions.length === 0) continue;
    count += positions.length;
    distinct.push(p.text);
    firstAt = Math.min(firstAt ?? Infinity, positions[0]!);
  }
  return { count, distinct, firstAt };
}

/** Fillers, with "like" counted only where it fills ("it was like really hard"). */
function countFillers(tokens: readonly string[], tokenStems: readonly string[]): Hits {
  const hits = countPhrases(tokenStems, FILLERS);
  tokens.forEach((token, i) => {
    if (token !== 'like') return;
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    const filling = before === undefined || LIKE_FILLER_AFTER.has(before);
    if (filling && after !== 'to' && after !== 'that' && after !== 'this') {
      hits.count += 1;
      if (!hits.distinct.includes('like')) hits.distinct.push('like');
      hits.firstAt = Math.min(hits.firstAt ?? Infinity, i);
    }
  });
  return hits;
}

function conceptPhrases(concept: KeyConceptDto): Phrase[] {
  return [concept.label, ...concept.terms].map((text) => phrase(text.toLowerCase()));
}

/** Target answer length in words by question type: long enough to show something, short enough to hold attention. */
export const TARGET_WORDS = {
  behavioural: { min: 90, max: 260 },
  technical: { min: 60, max: 220 },
} as const;

function lengthSignal(words: number, type: 'behavioural' | 'technical'): number {
  const { min, max } = TARGET_WORDS[type];
  if (words === 0) return 0;
  if (words < min) return Math.pow(words / min, 0.9);
  if (words <= max) return 1;
  return Math.max(0.7, 1 - ((words - max) / max) * 0.3);
}

/** 120 to 170 words a minute of answer time is comfortable; further away is harder to follow. */
function paceSignal(wpm: number | null): number | null {
  if (wpm === null) return null;
  if (wpm >= 120 && wpm <= 170) return 1;
  if (wpm < 120) return Math.max(0.4, 1 - (120 - wpm) / 100);
  return Math.max(0.4, 1 - (wpm - 170) / 120);
}

export function measureAnswer(
  questionIndex: number,
  question: string,
  detail: QuestionDetail,
  aligned: AlignedAnswer,
): MeasuredAnswer {
  const text = aligned.turns.map((turn) => turn.text).join(' ');
  const tokens = tokenize(text);
  const tokenStems = tokens.map(stem);
  const words = spokenWords(text);
  const wordCount = tokens.length;
  const per100 = (count: number) => (wordCount === 0 ? 0 : (count / wordCount) * 100);

  // Answer time: from the end of whatever came before each of the candidate's turns to its end.
  let answerMs = 0;
  let timed = true;
  for (const turn of aligned.turns) {
    if (turn.previousEndMs === undefined || !(turn.endMs > turn.previousEndMs)) timed = false;
    else answerMs += turn.endMs - turn.previousEndMs;
  }
  const speakingRateWpm =
    timed && answerMs >= 3000 && wordCount > 0 ? Math.round(wordCount / (answerMs / 60_000)) : null;

  const fillers = countFillers(tokens, tokenStems);
  const hedges = countPhrases(tokenStems, HEDGES);
  const nonAnswer = countPhrases(tokenStems, NON_ANSWERS);
  const answered = wordCount >= 3 && !(nonAnswer.count > 0 && wordCount < 12);

  const concepts = detail.keyConcepts.map((concept) => {
    let at: number | undefined;
    for (const p of conceptPhrases(concept)) {
      const found = findPhrase(tokenStems, p)[0];
      if (found !== undefined) at = Math.min(at ?? Infinity, found);
    }
    return { label: concept.label, at };
  });
  const covered = concepts.filter((c) => c.at !== undefined);
  const questionStems = new Set(contentStems(question));
  const answerStems = new Set(tokenStems);
  const sharedWithQuestion = [...questionStems].filter((s) => answerStems.has(s)).length;
  const keywordOverlap = questionStems.size === 0 ? 0 : clamp01(sharedWithQuestion / Math.min(4, questionStems.size));
  const coverage = detail.keyConcepts.length === 0 ? keywordOverlap : covered.length / detail.keyConcepts.length;
  const relevance = answered ? clamp01(0.6 * coverage + 0.4 * keywordOverlap) : 0;

  const star =
    detail.type === 'behavioural'
      ? {
          situation: countPhrases(tokenStems, STAR.situation),
          task: countPhrases(tokenStems, STAR.task),
          action: countPhrases(tokenStems, STAR.action),
          result: countPhrases(tokenStems, STAR.result),
        }
      : undefined;
  const starParts = star ? Object.values(star).filter((hits) => hits.count > 0).length : 0;

  const vocabulary = technicalTerms();
  const usedTerms = new Set<string>();
  tokenStems.forEach((s, i) => {
    for (const p of vocabulary.get(s) ?? []) {
      if (p.stems.every((part, j) => tokenStems[i + j] === part)) usedTerms.add(p.text);
    }
  });

  const reasoning = countPhrases(tokenStems, REASONING);
  const organisation = countPhrases(tokenStems, ORGANISATION);
  const collaboration = countPhrases(tokenStems, COLLABORATION);
  const learning = countPhrases(tokenStems, LEARNING);
  const enthusiasm = countPhrases(tokenStems, ENTHUSIASM);
  const negativity = countPhrases(tokenStems, NEGATIVITY);

  const openingTokens = tokens.slice(0, 4);
  const opensWithHesitation =
    openingTokens.some((token) => ['um', 'uh', 'umm', 'uhm', 'er', 'erm', 'hmm'].includes(token)) ||
    (hedges.firstAt !== undefined && hedges.firstAt < 3);

  const quoteAt = (at: number | undefined) => (at === undefined ? undefined : quoteAround(words, at));
  const firstCovered = covered.sort((a, b) => a.at! - b.at!)[0];
  const starAt = star ? (star.result.firstAt ?? star.action.firstAt ?? star.situation.firstAt) : undefined;

  const metrics: AnswerMetrics = {
    questionIndex,
    question,
    questionType: detail.type,
    asked: aligned.askedAt !== undefined,
    answered,
    excerpt: truncate(text, 240),
    words: wordCount,
    speakingRateWpm,
    fillerWords: fillers.count,
    fillers: fillers.distinct,
    hedges: hedges.count,
    hedgePhrases: hedges.distinct,
    star: star
      ? {
          situation: star.situation.count > 0,
          task: star.task.count > 0,
          action: star.action.count > 0,
          result: star.result.count > 0,
        }
      : null,
    keyConcepts: {
      covered: concepts.filter((c) => c.at !== undefined).map((c) => c.label),
      missed: concepts.filter((c) => c.at === undefined).map((c) => c.label),
    },
    relevance: round1(relevance * 10) / 10,
  };

  return {
    metrics,
    text,
    words,
    signals: {
      length: lengthSignal(wordCount, detail.type),
      fillers: clamp01(1 - per100(fillers.count) / 8),
      hedges: clamp01(1 - per100(hedges.count) / 6),
      pace: paceSignal(speakingRateWpm),
      coverage: answered ? coverage : 0,
      reasoning: clamp01(reasoning.distinct.length / 5),
      organisation: clamp01(organisation.distinct.length / 3),
      techVocabulary: clamp01(usedTerms.size / 8),
      storyTechVocabulary: clamp01(usedTerms.size / 12),
      collaboration: clamp01(collaboration.distinct.length / 4),
      learning: clamp01(learning.distinct.length / 2),
      enthusiasm: clamp01(enthusiasm.distinct.length / 2),
      negativity: clamp01(negativity.count / 2),
      star: starParts / 4,
      directness: answered ? (opensWithHesitation ? 0.5 : 1) : 0,
    },
    quotes: {
      concept: firstCovered ? quoteAt(firstCovered.at) : undefined,
      star: quoteAt(starAt),
      filler: quoteAt(fillers.firstAt),
      hedge: quoteAt(hedges.firstAt),
      collaboration: quoteAt(collaboration.firstAt),
      reason: quoteAt(countPhrases(tokenStems, EXPLANATIONS).firstAt),
      negativity: quoteAt(negativity.firstAt),
      opening: truncate(words.slice(0, 18).join(' '), 140),
    },
    technicalTerms: [...usedTerms],
  };
}
