import { QUESTION_AMOUNTS, type InterviewType, type Level, type QuestionAmount } from '@mockingbird/contracts';
import { TECHNOLOGIES } from '../technologies.ts';

/** What the generation workflow has learned about the interview to create. */
export interface InterviewDraft {
  role?: string;
  type?: InterviewType;
  level?: Level;
  techstack?: string[];
  amount?: QuestionAmount;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9+#.\s-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

const LEVEL_WORDS: [RegExp, Level][] = [
  [/\b(junior|entry[- ]level|entry|graduate|grad|beginner|intern(ship)?|new grad|starting out|first job)\b/, 'junior'],
  [/\b(mid[- ]?level|mid|middle|intermediate)\b/, 'mid'],
  [/\b(senior|lead|principal|staff|experienced|expert|architect)\b/, 'senior'],
];

const TYPE_WORDS: [RegExp, InterviewType][] = [
  [/\b(mixed|mix|both|combination|a bit of (each|both)|balanced)\b/, 'mixed'],
  [/\b(behaviou?ral|soft skills?|situational|culture|personality)\b/, 'behavioural'],
  [/\b(technical|tech|coding|engineering questions|system design)\b/, 'technical'],
];

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  couple: 2,
  few: 3,
  several: 5,
  dozen: 12,
};

export function extractLevel(text: string): Level | undefined {
  const lower = text.toLowerCase();
  for (const [pattern, level] of LEVEL_WORDS) if (pattern.test(lower)) return level;
  const years = /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+years?\b/.exec(lower);
  if (years) {
    const n = Number(years[1]) || NUMBER_WORDS[years[1]!] || 0;
    return n <= 2 ? 'junior' : n <= 5 ? 'mid' : 'senior';
  }
  return undefined;
}

export function extractType(text: string): InterviewType | undefined {
  const lower = text.toLowerCase();
  for (const [pattern, type] of TYPE_WORDS) if (pattern.test(lower)) return type;
  return undefined;
}

/** The allowed question count nearest to the number said ("seven", "7", "about eight"). */
export function extractAmount(text: string): QuestionAmount | undefined {
  for (const word of words(text)) {
    const n = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
    if (n === undefined || n <= 0 || n > 30) continue;
    return [...QUESTION_AMOUNTS].sort((a, b) => Math.abs(a - n) - Math.abs(b - n) || b - a)[0]!;
  }
  return undefined;
}

/** Technologies named in free speech, matched against the dictionary's names and aliases. */
/** Aliases that are everyday words too ("go", "rest"): trusted only in a short answer or next to a technology. */
const AMBIGUOUS = new Set([
  'go',
  'c',
  'rest',
  'ts',
  'js',
  'ci',
  'cd',
  'ml',
  'ai',
  'pg',
  'py',
  'shell',
  'testing',
  'next',
  'spring',
]);

export function extractTechstack(text: string): string[] {
  const tokens = words(text.replace(/\bdot\s+(js|net)\b/gi, '.$1'));
  const used = new Set<number>();
  const found: { name: string; at: number }[] = [];
  const lookup = (phrase: string) =>
    TECHNOLOGIES.find((t) =>
      [t.name.toLowerCase(), ...t.aliases].some(
        (name) => name === phrase || name.replace(/\./g, ' ') === phrase || name.replace(/\./g, '') === phrase,
      ),
    );
  const take = (i: number, size: number, name: string) => {
    for (let k = i; k < i + size; k += 1) used.add(k);
    if (!found.some((f) => f.name === name)) found.push({ name, at: i });
  };
  const free = (i: number, size: number) => !Array.from({ length: size }, (_, k) => i + k).some((k) => used.has(k));
  // Longest names first, so "node js" is Node.js and its "js" is not also JavaScript.
  for (let size = 3; size >= 1; size -= 1) {
    for (let i = 0; i + size <= tokens.length; i += 1) {
      const phrase = tokens.slice(i, i + size).join(' ');
      const technology = free(i, size) && !AMBIGUOUS.has(phrase) ? lookup(phrase) : undefined;
      if (technology) take(i, size, technology.name);
    }
  }
  tokens.forEach((token, i) => {
    if (!AMBIGUOUS.has(token) || used.has(i)) return;
    const nearTechnology = [i - 2, i - 1, i + 1, i + 2].some((k) => used.has(k));
    const technology = lookup(token);
    if (technology && (tokens.length <= 6 || nearTechnology)) take(i, 1, technology.name);
  });
  return found.sort((a, b) => a.at - b.at).map((f) => f.name);
}

const ROLE_FILLERS =
  /\b(i('| a)?m|i am|i want to|i would like to|i'd like to|practis(e|ing)|practic(e|ing)|prepar(e|ing)|for|an?|the|role|position|job|interview|as|be|become|it'?s|is|um+|uh+|er+|so|well|like|please|of|my|want|would|like)\b/gi;

/** The job role in an answer like "I'm practising for a senior frontend developer role". */
export function extractRole(text: string): string | undefined {
  let role = text.toLowerCase();
  for (const [pattern] of [...LEVEL_WORDS, ...TYPE_WORDS]) role = role.replace(new RegExp(pattern.source, 'g'), ' ');
  role = role.replace(
    /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(years?( of experience)?|questions?)\b/g,
    ' ',
  );
  role = role
    .replace(ROLE_FILLERS, ' ')
    .replace(/[^a-z0-9+#.\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (role.length < 2 || role.split(' ').length > 6) return undefined;
  return role.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

const YES =
  /\b(yes|yeah|yep|yup|sure|correct|right|ok|okay|go ahead|please do|sounds good|perfect|that's it|confirm|do it|create it)\b/i;
const NO = /\b(no|nope|wrong|change|not quite|actually|wait|instead)\b/i;

export function isYes(text: string): boolean {
  return YES.test(text) && !/\b(no|not)\b/i.test(text);
}

export function isNo(text: string): boolean {
  return NO.test(text);
}

/**
 * Everything a single answer says about the draft. `asking` is the field the assistant just asked
 * for: a bare answer ("Python and Django") is read as that field.
 */
export function extractDraft(text: string, asking: keyof InterviewDraft | undefined): InterviewDraft {
  const draft: InterviewDraft = {};
  const level = extractLevel(text);
  const type = extractType(text);
  const techstack = extractTechstack(text);
  const amount = extractAmount(text);
  if (level) draft.level = level;
  if (type) draft.type = type;
  if (techstack.length > 0 && (asking === 'techstack' || asking === 'role' || /\b(with|using|stack|in)\b/i.test(text)))
    draft.techstack = techstack;
  if (amount && (asking === 'amount' || /\bquestions?\b/i.test(text))) draft.amount = amount;
  if (asking === 'role') {
    const role = extractRole(text.replace(/\b(with|using)\b.*$/i, ''));
    if (role) draft.role = role;
  }
  return draft;
}
