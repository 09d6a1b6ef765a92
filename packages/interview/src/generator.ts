import type { InterviewType, Level, QuestionDetail } from '@mockingbird/contracts';
import { QUESTION_BANK, type BankQuestion, type TechnicalQuestion } from './question-bank/index.ts';
import { seededRandom, shuffled } from './random.ts';
import { findTechnology, type TechnologyId } from './technologies.ts';

export interface QuestionRequest {
  role: string;
  type: InterviewType;
  level: Level;
  amount: number;
  techstack: readonly string[];
  /** Same seed and inputs, same questions. */
  seed: string;
}

export interface GeneratedQuestion {
  text: string;
  detail: QuestionDetail;
}

const LEVEL_ORDER: readonly Level[] = ['junior', 'mid', 'senior'];

function adjacentLevels(level: Level): Level[] {
  const index = LEVEL_ORDER.indexOf(level);
  return LEVEL_ORDER.filter((_, i) => Math.abs(i - index) === 1);
}

/** How many technical and behavioural questions an interview of this type and size gets. */
export function questionMix(type: InterviewType, amount: number): { technical: number; behavioural: number } {
  const technical = type === 'technical' ? amount : type === 'behavioural' ? 0 : Math.ceil(amount / 2);
  return { technical, behavioural: amount - technical };
}

/** The technologies of a techstack that the bank knows, in the order given, without repeats. */
export function knownTechnologies(techstack: readonly string[]): TechnologyId[] {
  const ids: TechnologyId[] = [];
  for (const entry of techstack) {
    const technology = findTechnology(entry);
    if (technology && !ids.includes(technology.id)) ids.push(technology.id);
  }
  return ids;
}

/** "{role}" becomes the role, with "a" turned into "an" before a vowel sound. */
export function fillRole(text: string, role: string): string {
  const name = role.trim().replace(/\s+/g, ' ');
  return text
    .replace(/\b([Aa]) \{role\}/g, (_, article: string) =>
      /^[aeiou]/i.test(name) ? `${article}n ${name}` : `${article} ${name}`,
    )
    .replaceAll('{role}', name);
}

/** Picks from `pools` in order, taking round-robin across the lists of each pool, skipping repeats. */
function pickRoundRobin<T extends BankQuestion>(pools: readonly T[][][], count: number, taken: Set<string>): T[] {
  const picked: T[] = [];
  for (const pool of pools) {
    const queues = pool.map((list) => [...list]);
    while (picked.length < count && queues.some((queue) => queue.length > 0)) {
      for (const queue of queues) {
        if (picked.length >= count) break;
        let next = queue.shift();
        while (next && taken.has(next.id)) next = queue.shift();
        if (next) {
          taken.add(next.id);
          picked.push(next);
        }
      }
    }
    if (picked.length >= count) break;
  }
  return picked;
}

function pickTechnical(
  request: QuestionRequest,
  count: number,
  random: () => number,
  taken: Set<string>,
): TechnicalQuestion[] {
  if (count === 0) return [];
  const technical = QUESTION_BANK.filter((q): q is TechnicalQuestion => q.type === 'technical');
  const technologies = knownTechnologies(request.techstack);
  const forTechnology = (id: TechnologyId, levels: readonly Level[]) =>
    shuffled(
      technical.filter((q) => q.technologies.includes(id) && q.levels.some((level) => levels.includes(level))),
      random,
    );
  const general = (levels: readonly Level[]) => {
    const matching = shuffled(
      technical.filter((q) => q.technologies.length === 0 && q.levels.some((level) => levels.includes(level))),
      random,
    );
    // With no known technology, general questions phrased for the role come first.
    if (technologies.length > 0) return matching;
    return [
      ...matching.filter((q) => q.text.includes('{role}')),
      ...matching.filter((q) => !q.text.includes('{role}')),
    ];
  };
  const adjacent = adjacentLevels(request.level);
  // Questions about the candidate's own technologies at their level come first, spread evenly over
  // the technologies; then general questions for the role at their level; then neighbouring levels.
  return pickRoundRobin(
    [
      technologies.map((id) => forTechnology(id, [request.level])),
      [general([request.level])],
      technologies.map((id) => forTechnology(id, adjacent)),
      [general(adjacent)],
      [general(LEVEL_ORDER)],
    ],
    count,
    taken,
  );
}

function pickBehavioural(
  request: QuestionRequest,
  count: number,
  random: () => number,
  taken: Set<string>,
): BankQuestion[] {
  if (count === 0) return [];
  const behavioural = QUESTION_BANK.filter((q) => q.type === 'behavioural');
  // One list per skill, so an interview covers different skills before it repeats one.
  const bySkill = (levels: readonly Level[]) => {
    const matching = shuffled(
      behavioural.filter((q) => q.levels.some((level) => levels.includes(level))),
      random,
    );
    const skills = [...new Set(matching.map((q) => q.skill))];
    return skills.map((skill) => matching.filter((q) => q.skill === skill));
  };
  return pickRoundRobin([bySkill([request.level]), bySkill(LEVEL_ORDER)], count, taken);
}

/**
 * Exactly `amount` distinct questions from the curated bank that fit the interview's type, level
 * and techstack. Mixed interviews alternate, starting with a behavioural warm-up. Unknown
 * technologies fall back to general questions for the role.
 */
export function generateQuestions(request: QuestionRequest): GeneratedQuestion[] {
  const random = seededRandom(
    JSON.stringify([request.seed, request.role, request.type, request.level, request.amount, request.techstack]),
  );
  const taken = new Set<string>();
  const mix = questionMix(request.type, request.amount);
  const technical = pickTechnical(request, mix.technical, random, taken);
  const behavioural = pickBehavioural(request, mix.behavioural, random, taken);

  const ordered: BankQuestion[] = [];
  for (let i = 0; ordered.length < technical.length + behavioural.length; i += 1) {
    if (behavioural[i]) ordered.push(behavioural[i]!);
    if (technical[i]) ordered.push(technical[i]!);
  }
  if (ordered.length !== request.amount) {
    throw new Error(`question bank could not supply ${request.amount} questions for this interview`);
  }
  return ordered.map((question) => ({
    text: fillRole(question.text, request.role),
    detail: {
      type: question.type,
      keyConcepts: question.keyConcepts.map((concept) => ({ label: concept.label, terms: [...concept.terms] })),
      bankId: question.id,
    },
  }));
}

export { questionsAsDashList } from '@mockingbird/contracts';
