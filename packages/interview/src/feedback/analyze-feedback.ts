import {
  CATEGORY_NAMES,
  type CategoryName,
  type FeedbackAssessment,
  type FeedbackMetrics,
  type InterviewType,
  type Level,
  type QuestionDetail,
  type TranscriptEntry,
} from '@mockingbird/contracts';
import { QUESTION_BANK } from '../question-bank/index.ts';
import { contentStems, round1, truncate } from '../text.ts';
import { alignAnswers, toTurns } from './align.ts';
import { measureAnswer, TARGET_WORDS, type MeasuredAnswer } from './measure.ts';

export interface InterviewForFeedback {
  role: string;
  type: InterviewType;
  level: Level;
  techstack: readonly string[];
  questions: readonly string[];
  /** Per-question type and key concepts; looked up from the bank or guessed when absent. */
  questionDetails?: readonly QuestionDetail[];
}

export interface AnalyzedFeedback {
  assessment: FeedbackAssessment;
  metrics: FeedbackMetrics;
}

/** How much each category counts towards the total, by interview type (docs/scoring.md). */
export const CATEGORY_WEIGHTS: Record<InterviewType, Record<CategoryName, number>> = {
  technical: {
    'Communication Skills': 0.2,
    'Technical Knowledge': 0.3,
    'Problem Solving': 0.25,
    'Cultural Fit': 0.1,
    'Confidence and Clarity': 0.15,
  },
  behavioural: {
    'Communication Skills': 0.25,
    'Technical Knowledge': 0.05,
    'Problem Solving': 0.2,
    'Cultural Fit': 0.3,
    'Confidence and Clarity': 0.2,
  },
  mixed: {
    'Communication Skills': 0.2,
    'Technical Knowledge': 0.2,
    'Problem Solving': 0.2,
    'Cultural Fit': 0.2,
    'Confidence and Clarity': 0.2,
  },
};

const BEHAVIOURAL_OPENERS =
  /^(tell me about|describe a|describe how|describe the|describe your|give me an example|walk me through a time|share a time|have you ever|what would you do if|how do you handle|how have you)/i;

/** A question's kind from its wording alone, for questions that arrive without details. */
export function guessQuestionType(question: string): 'behavioural' | 'technical' {
  return BEHAVIOURAL_OPENERS.test(question.trim()) ? 'behavioural' : 'technical';
}

/** The bank entry a question came from, recognised by its wording (the role filled in or not). */
function detailFromBank(question: string): QuestionDetail | undefined {
  const target = new Set(contentStems(question));
  let best: { score: number; detail: QuestionDetail } | undefined;
  for (const candidate of QUESTION_BANK) {
    const stems = contentStems(candidate.text.replaceAll('{role}', ''));
    if (stems.length === 0) continue;
    const score = stems.filter((s) => target.has(s)).length / stems.length;
    if (score >= 0.85 && (!best || score > best.score)) {
      best = {
        score,
        detail: {
          type: candidate.type,
          keyConcepts: candidate.keyConcepts.map((c) => ({ label: c.label, terms: [...c.terms] })),
          bankId: candidate.id,
        },
      };
    }
  }
  return best?.detail;
}

function detailFor(interview: InterviewForFeedback, index: number): QuestionDetail {
  const question = interview.questions[index] ?? '';
  const given = interview.questionDetails?.[index];
  if (given) return given;
  const fromBank = detailFromBank(question);
  if (fromBank) return fromBank;
  const type = interview.type === 'mixed' ? guessQuestionType(question) : interview.type;
  return { type, keyConcepts: [] };
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
const percent = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100);

/** Weighted mean of the signals present; a null signal (not measurable) gives its weight to the rest. */
function blend(parts: readonly [number | null, number][]): number {
  let total = 0;
  let weights = 0;
  for (const [value, weight] of parts) {
    if (value === null) continue;
    total += value * weight;
    weights += weight;
  }
  return weights === 0 ? 0 : total / weights;
}

function categoryValues(answer: MeasuredAnswer): Record<CategoryName, number> {
  if (!answer.metrics.answered) {
    return {
      'Communication Skills': 0,
      'Technical Knowledge': 0,
      'Problem Solving': 0,
      'Cultural Fit': 0,
      'Confidence and Clarity': 0,
    };
  }
  const s = answer.signals;
  const technical = answer.metrics.questionType === 'technical';
  const relevance = answer.metrics.relevance;
  return {
    'Communication Skills': blend([
      [s.length, 0.4],
      [s.fillers, 0.25],
      [s.pace, 0.15],
      [s.organisation, 0.2],
    ]),
    'Technical Knowledge': technical
      ? blend([
          [s.coverage, 0.6],
          [s.techVocabulary, 0.25],
          [s.length, 0.15],
        ])
      : blend([
          [s.storyTechVocabulary, 0.7],
          [s.length, 0.3],
        ]),
    'Problem Solving': technical
      ? blend([
          [s.reasoning, 0.4],
          [s.coverage, 0.35],
          [s.length, 0.25],
        ])
      : blend([
          [s.star, 0.35],
          [s.reasoning, 0.35],
          [relevance, 0.3],
        ]),
    'Cultural Fit': Math.max(
      0,
      blend([
        [s.collaboration, technical ? 0.25 : 0.3],
        [s.learning, 0.15],
        [s.enthusiasm, 0.15],
        [relevance, technical ? 0.45 : 0.25],
        [technical ? null : s.star, 0.15],
      ]) -
        0.5 * s.negativity,
    ),
    'Confidence and Clarity': blend([
      [s.hedges, 0.35],
      [s.fillers, 0.25],
      [s.directness, 0.2],
      [s.length, 0.2],
    ]),
  };
}

function quoted(text: string | undefined): string {
  return text ? `"${text}"` : '';
}

const shortQuestion = (question: string) => `"${truncate(question, 70)}"`;

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

interface Overview {
  answers: MeasuredAnswer[];
  answered: MeasuredAnswer[];
  technical: MeasuredAnswer[];
  behavioural: MeasuredAnswer[];
  words: number;
  fillerRate: number;
  hedgeRate: number;
  wpm: number | null;
}

function best(answers: readonly MeasuredAnswer[], by: (a: MeasuredAnswer) => number): MeasuredAnswer | undefined {
  return [...answers].sort((a, b) => by(b) - by(a))[0];
}

/** Category comments: what was measured, and a quote of what the candidate said. */
function comments(o: Overview, interview: InterviewForFeedback): Record<CategoryName, string> {
  if (o.answered.length === 0) {
    const none = `The transcript holds no answers from you${o.words > 0 ? ' beyond a few words' : ''}, so`;
    return {
      'Communication Skills': `${none} there was no speech to judge for clarity or structure.`,
      'Technical Knowledge': `${none} no technical knowledge could be shown or assessed.`,
      'Problem Solving': `${none} there was no reasoning to follow.`,
      'Cultural Fit': `${none} nothing showed how you work with others.`,
      'Confidence and Clarity': `${none} confidence could not be judged; answering every question is the first step.`,
    };
  }
  const avgWords = Math.round(mean(o.answered.map((a) => a.metrics.words)));
  const pace = o.wpm === null ? '' : ` at about ${o.wpm} words a minute`;
  const longest = best(o.answered, (a) => a.signals.length + a.signals.organisation)!;
  const communication =
    `Your answers averaged ${plural(avgWords, 'word')}${pace}, with ${round1(o.fillerRate)} filler words per hundred. ` +
    `On ${shortQuestion(longest.metrics.question)} you said ${quoted(longest.quotes.opening)}.`;

  let technical: string;
  if (o.technical.length > 0) {
    const covered = o.technical.reduce((n, a) => n + a.metrics.keyConcepts.covered.length, 0);
    const total = o.technical.reduce(
      (n, a) => n + a.metrics.keyConcepts.covered.length + a.metrics.keyConcepts.missed.length,
      0,
    );
    const strongest = best(o.technical, (a) => a.signals.coverage);
    const weakest = [...o.technical].sort((a, b) => a.signals.coverage - b.signals.coverage)[0]!;
    const missed = weakest.metrics.keyConcepts.missed.slice(0, 2);
    technical =
      (total > 0
        ? `You covered ${covered} of ${plural(total, 'key concept')} across the technical questions. `
        : `You used ${plural(new Set(o.technical.flatMap((a) => a.technicalTerms)).size, 'technical term')} in your technical answers. `) +
      (strongest?.quotes.concept
        ? `On ${shortQuestion(strongest.metrics.question)} you explained ${quoted(strongest.quotes.concept)}. `
        : '') +
      (missed.length > 0
        ? `On ${shortQuestion(weakest.metrics.question)} you did not mention ${missed.join(' or ')}.`
        : '');
  } else {
    const terms = [...new Set(o.answered.flatMap((a) => a.technicalTerms))];
    technical =
      `This was a behavioural interview, so technical depth was judged only from how you talked about your work: ` +
      (terms.length > 0
        ? `you mentioned ${terms.slice(0, 4).join(', ')}.`
        : `you did not name the technologies or methods you used, which would make your stories more concrete for a ${interview.role} role.`);
  }

  const reasoningLevel = mean(o.answered.map((a) => a.signals.reasoning));
  const starCount = o.behavioural.filter((a) => a.signals.star >= 0.75).length;
  const example =
    reasoningLevel >= 0.6
      ? best(o.answered, (a) => a.signals.reasoning + a.signals.star)
      : best(o.answered, (a) => -(a.signals.reasoning + a.signals.star));
  const exampleQuote = example
    ? ((reasoningLevel >= 0.6 ? (example.quotes.reason ?? example.quotes.star) : undefined) ?? example.quotes.opening)
    : undefined;
  const problem =
    (o.behavioural.length > 0
      ? `${starCount} of ${plural(o.behavioural.length, 'story', 'stories')} had a clear situation, action and result. `
      : '') +
    (reasoningLevel >= 0.6
      ? `Your reasoning was easy to follow, with causes and trade-offs spelled out, for example ${quoted(exampleQuote)}.`
      : `Your reasoning was often stated without the why behind it, as in ${quoted(exampleQuote)}.`);

  const team = best(o.answered, (a) => a.signals.collaboration + a.signals.learning);
  const negative = o.answered.find((a) => a.signals.negativity > 0);
  const collaborative = mean(o.answered.map((a) => a.signals.collaboration)) >= 0.5;
  const culture =
    (negative
      ? `Some remarks sounded negative about others, such as ${quoted(negative.quotes.negativity)}; interviewers notice blame. `
      : '') +
    (collaborative && team?.quotes.collaboration
      ? `You described working with others and gave credit to your team, as in ${quoted(team.quotes.collaboration)}.`
      : 'You said little about the people you work with, how you share credit or how you take feedback.');

  const hedgiest = best(o.answered, (a) => a.metrics.hedges);
  const unanswered = o.answers.filter((a) => !a.metrics.answered).length;
  const confidence =
    `You used ${round1(o.hedgeRate)} hedging phrases per hundred words` +
    (hedgiest && hedgiest.metrics.hedges > 0 && hedgiest.quotes.hedge
      ? `, such as ${quoted(hedgiest.quotes.hedge)}`
      : '') +
    '. ' +
    (unanswered > 0
      ? `You left ${plural(unanswered, 'question')} of ${o.answers.length} unanswered.`
      : 'You gave an answer to every question.');

  return {
    'Communication Skills': communication,
    'Technical Knowledge': technical,
    'Problem Solving': problem,
    'Cultural Fit': culture,
    'Confidence and Clarity': confidence,
  };
}

interface Finding {
  weight: number;
  text: string;
}

/** An area to improve: a headline the assessment can reuse, and the detail that makes it concrete. */
interface Area {
  weight: number;
  headline: string;
  detail: string;
}

const areaText = (area: Area) => `${area.headline}: ${area.detail}`;

function strengthsOf(o: Overview): string[] {
  const found: Finding[] = [];
  if (o.answered.length === 0) return [];
  const coverage = mean(o.technical.map((a) => a.signals.coverage));
  if (o.technical.length > 0 && coverage >= 0.55) {
    const concepts = [...new Set(o.technical.flatMap((a) => a.metrics.keyConcepts.covered))].slice(0, 3);
    found.push({ weight: coverage, text: `Solid technical grounding: you explained ${concepts.join(', ')}.` });
  }
  const stories = o.behavioural.filter((a) => a.signals.star >= 0.75);
  if (stories.length > 0 && stories.length >= o.behavioural.length / 2) {
    const example = stories.find((a) => a.quotes.star);
    found.push({
      weight: 0.5 + stories.length / Math.max(1, o.behavioural.length) / 2,
      text: `Well-structured stories: you set the scene, said what you did and how it ended${example ? `, for example ${quoted(example.quotes.star)}` : ''}.`,
    });
  }
  if (o.words >= 60 && o.fillerRate < 1.5)
    found.push({ weight: 0.7, text: 'Fluent delivery with very few filler words.' });
  if (o.words >= 60 && o.hedgeRate < 1)
    found.push({ weight: 0.65, text: 'You spoke with conviction rather than hedging.' });
  const reasoning = mean(o.answered.map((a) => a.signals.reasoning));
  if (reasoning >= 0.6)
    found.push({ weight: reasoning, text: 'You explained the reasons behind your choices, not just the choices.' });
  const collaboration = mean(o.answered.map((a) => a.signals.collaboration));
  if (collaboration >= 0.6)
    found.push({
      weight: collaboration * 0.9,
      text: 'You talked naturally about teamwork and the people you work with.',
    });
  if (o.wpm !== null && o.wpm >= 110 && o.wpm <= 175)
    found.push({ weight: 0.5, text: `A comfortable speaking pace of about ${o.wpm} words a minute.` });
  const lengths = mean(o.answered.map((a) => a.signals.length));
  if (lengths >= 0.85) found.push({ weight: 0.55, text: 'Answers of a good length: developed, without rambling.' });
  if (o.answered.length === o.answers.length && o.answers.length > 0)
    found.push({ weight: 0.45, text: 'You answered every question.' });
  return found
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 4)
    .map((f) => f.text);
}

function areasOf(o: Overview): Area[] {
  const found: Area[] = [];
  const unanswered = o.answers.filter((a) => !a.metrics.answered);
  if (unanswered.length > 0) {
    found.push({
      weight: 2 + unanswered.length / Math.max(1, o.answers.length),
      headline: 'Answer every question, even briefly',
      detail: `${plural(unanswered.length, 'question')} went unanswered, including ${shortQuestion(unanswered[0]!.metrics.question)}.`,
    });
  }
  if (o.answered.length === 0) {
    if (found.length === 0) {
      found.push({
        weight: 1,
        headline: 'Answer the questions out loud',
        detail: 'there was nothing to assess this time.',
      });
    }
    return found;
  }
  const short = o.answered.filter((a) => a.metrics.words < TARGET_WORDS[a.metrics.questionType].min);
  if (short.length > 0) {
    const average = Math.round(mean(short.map((a) => a.metrics.words)));
    found.push({
      weight: 0.6 + short.length / o.answered.length,
      headline: 'Develop your answers',
      detail: `${plural(short.length, 'answer')} averaged only ${plural(average, 'word')}. Aim for ${TARGET_WORDS.technical.min} to ${TARGET_WORDS.technical.max} words on technical questions and ${TARGET_WORDS.behavioural.min} to ${TARGET_WORDS.behavioural.max} for stories, with a concrete example.`,
    });
  }
  const weakTech = o.technical
    .filter((a) => a.metrics.answered)
    .sort((a, b) => a.signals.coverage - b.signals.coverage)[0];
  if (weakTech && weakTech.signals.coverage < 0.6 && weakTech.metrics.keyConcepts.missed.length > 0) {
    found.push({
      weight: 0.9 - weakTech.signals.coverage,
      headline: 'Cover the key ideas',
      detail: `on ${shortQuestion(weakTech.metrics.question)} a strong answer also mentions ${weakTech.metrics.keyConcepts.missed.slice(0, 3).join(', ')}.`,
    });
  }
  const noResult = o.behavioural.filter((a) => a.metrics.answered && a.metrics.star && !a.metrics.star.result);
  if (noResult.length > 0) {
    found.push({
      weight: 0.5 + noResult.length / Math.max(1, o.behavioural.length) / 2,
      headline: 'Finish each story with its result',
      detail: 'say what changed, ideally with a number, and what you learned.',
    });
  }
  const noAction = o.behavioural.filter((a) => a.metrics.answered && a.metrics.star && !a.metrics.star.action);
  if (noAction.length > 0) {
    found.push({
      weight: 0.55,
      headline: 'Say what you did yourself',
      detail: 'use "I decided", "I built", "I asked" rather than only what happened or what the team did.',
    });
  }
  if (o.fillerRate >= 3) {
    const fillerWords = [...new Set(o.answered.flatMap((a) => a.metrics.fillers))].slice(0, 3).map((w) => `"${w}"`);
    found.push({
      weight: 0.4 + o.fillerRate / 10,
      headline: 'Cut filler words',
      detail: `${fillerWords.join(', ')} came up ${round1(o.fillerRate)} times per hundred words. A short silent pause sounds more confident.`,
    });
  }
  if (o.hedgeRate >= 2) {
    const phrases = [...new Set(o.answered.flatMap((a) => a.metrics.hedgePhrases))].slice(0, 3).map((w) => `"${w}"`);
    found.push({
      weight: 0.4 + o.hedgeRate / 8,
      headline: 'Sound more decisive',
      detail: `${phrases.join(', ')} softened your answers. State what you know plainly, and say how you would check what you are unsure of.`,
    });
  }
  if (o.wpm !== null && o.wpm > 185) {
    found.push({
      weight: 0.45,
      headline: 'Slow down a little',
      detail: `about ${o.wpm} words a minute is hard to follow.`,
    });
  } else if (o.wpm !== null && o.wpm < 100) {
    found.push({
      weight: 0.45,
      headline: 'Keep a steadier pace',
      detail: `about ${o.wpm} words a minute, with long pauses, loses the listener; a few notes on your stories help.`,
    });
  }
  if (mean(o.answered.map((a) => a.signals.reasoning)) < 0.4) {
    found.push({
      weight: 0.5,
      headline: 'Explain the why',
      detail: 'give reasons, trade-offs and what you would measure, not only what you would do.',
    });
  }
  if (o.answered.some((a) => a.signals.negativity > 0)) {
    found.push({
      weight: 0.8,
      headline: 'Talk about others constructively',
      detail: 'describe colleagues and past employers fairly, even when things went wrong.',
    });
  }
  if (found.length === 0) {
    found.push({
      weight: 0.1,
      headline: 'Push for even more depth',
      detail:
        o.behavioural.length > 0
          ? 'add a measurable outcome to each story and name the trade-offs you weighed.'
          : 'name the trade-offs you weighed, how it fails, and how you would measure the result.',
    });
  }
  return found.sort((a, b) => b.weight - a.weight).slice(0, 4);
}

function band(score: number): string {
  if (score >= 85) return 'an excellent performance that would impress most interviewers';
  if (score >= 70) return 'a strong performance with a few things to polish';
  if (score >= 55) return 'a reasonable performance with clear room to improve';
  if (score >= 35) return 'a performance that needs more preparation before the real thing';
  return 'a very limited performance that could not show what you can do';
}

function finalAssessment(o: Overview, interview: InterviewForFeedback, total: number, areas: readonly Area[]): string {
  const what = `${interview.level} ${interview.role} ${interview.type} interview`;
  if (o.answered.length === 0) {
    return (
      `Overall ${total}/100 for this ${what}: there were no answers to assess` +
      (o.words > 0 ? ' beyond a few words' : '') +
      '. Take the interview again and answer each question out loud; even a short, honest attempt gives you something to improve on.'
    );
  }
  const answeredShare = `You answered ${o.answered.length} of ${plural(o.answers.length, 'question')}`;
  const next = areas[0]?.headline;
  const focus = next ? ` Your most useful next step is to ${next.charAt(0).toLowerCase()}${next.slice(1)}.` : '';
  return `Overall ${total}/100 for this ${what}, ${band(total)}. ${answeredShare}.${focus}`;
}

/**
 * The explainable feedback analyzer: aligns answers to questions, measures each answer and turns
 * the measurements into the five category scores, strengths, areas to improve and an assessment.
 * Pure and deterministic; see docs/scoring.md for the rubric.
 */
export function analyzeFeedback(
  interview: InterviewForFeedback,
  transcript: readonly TranscriptEntry[],
): AnalyzedFeedback {
  const turns = toTurns(transcript);
  const aligned = alignAnswers(interview.questions, turns);
  const answers = interview.questions.map((question, index) =>
    measureAnswer(index, question, detailFor(interview, index), aligned[index]!),
  );
  const answered = answers.filter((a) => a.metrics.answered);
  const words = answers.reduce((n, a) => n + a.metrics.words, 0);
  const candidateWords = turns
    .filter((t) => t.role === 'user')
    .reduce((n, t) => n + t.text.split(/\s+/).filter(Boolean).length, 0);
  const timed = answers.filter((a) => a.metrics.speakingRateWpm !== null);
  const timedWords = timed.reduce((n, a) => n + a.metrics.words, 0);
  const timedMinutes = timed.reduce((n, a) => n + a.metrics.words / a.metrics.speakingRateWpm!, 0);
  const overview: Overview = {
    answers,
    answered,
    technical: answers.filter((a) => a.metrics.questionType === 'technical'),
    behavioural: answers.filter((a) => a.metrics.questionType === 'behavioural'),
    words,
    fillerRate: words === 0 ? 0 : (answers.reduce((n, a) => n + a.metrics.fillerWords, 0) / words) * 100,
    hedgeRate: words === 0 ? 0 : (answers.reduce((n, a) => n + a.metrics.hedges, 0) / words) * 100,
    wpm: timedMinutes > 0 ? Math.round(timedWords / timedMinutes) : null,
  };

  const perAnswer = answers.map(categoryValues);
  const technicalAnswers = answers
    .map((a, i) => ({ a, values: perAnswer[i]! }))
    .filter(({ a }) => a.metrics.questionType === 'technical');
  const scores = Object.fromEntries(
    CATEGORY_NAMES.map((name) => {
      // Technical knowledge is judged on technical questions when there are any.
      const pool =
        name === 'Technical Knowledge' && technicalAnswers.length > 0
          ? technicalAnswers.map((t) => t.values)
          : perAnswer;
      return [name, percent(mean(pool.map((values) => values[name])))];
    }),
  ) as Record<CategoryName, number>;

  const weights = CATEGORY_WEIGHTS[interview.type];
  const totalScore = Math.round(CATEGORY_NAMES.reduce((sum, name) => sum + scores[name] * weights[name], 0));
  const text = comments(overview, interview);
  const strengths = strengthsOf(overview);
  const areas = areasOf(overview);
  if (strengths.length === 0) {
    strengths.push(
      answered.length === 0
        ? 'You started a practice session, which is where improvement begins; there was too little speech to name a specific strength.'
        : 'You engaged with the questions; longer, more detailed answers will show more of your strengths.',
    );
  }

  const durationMs = turns.length > 1 ? turns.at(-1)!.endMs - turns[0]!.startMs : 0;
  return {
    assessment: {
      totalScore,
      categoryScores: CATEGORY_NAMES.map((name) => ({ name, score: scores[name], comment: text[name].trim() })),
      strengths,
      areasForImprovement: areas.map(areaText),
      finalAssessment: finalAssessment(overview, interview, totalScore, areas),
    },
    metrics: {
      durationSeconds: durationMs > 0 ? Math.round(durationMs / 1000) : null,
      candidateWords,
      totalQuestions: interview.questions.length,
      questionsAsked: answers.filter((a) => a.metrics.asked).length,
      questionsAnswered: answered.length,
      speakingRateWpm: overview.wpm,
      fillerWordsPer100: round1(overview.fillerRate),
      hedgesPer100: round1(overview.hedgeRate),
      answers: answers.map((a) => a.metrics),
    },
  };
}
