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

/**
 * Lower-case words, as typed or as a recogniser writes them: punctuation around a word is dropped
 * ("Five." is "five"), inside it kept ("node.js", ".net", "c++").
 */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[^a-z0-9+#.'\s-]/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/[.'-]+$/, '').replace(/^['-]+|^\.+(?![a-z])/, ''))
    .filter(Boolean);

/** Parts of an answer between punctuation marks: a job title never runs across them. */
const clauses = (text: string) => text.split(/[,;:!?()]|\.(?=\s|$)/);

const LEVEL_WORDS: [RegExp, Level][] = [
  [
    /\b(junior|jr|jnr|entry[- ]level|entry|graduate|grad|beginner|intern(ship)?|new grad|starting out|first job)\b/,
    'junior',
  ],
  [/\b(mid[- ]?level|mid|middle|intermediate)\b/, 'mid'],
  [/\b(senior|sr|snr|lead|principal|staff|experienced|expert|architect)\b/, 'senior'],
];

const TYPE_WORDS: [RegExp, InterviewType][] = [
  [/\b(mixed|mix|both|combination|a bit of (each|both)|balanced)\b/, 'mixed'],
  [/\b(behaviou?ral|soft skills?|situational|culture|personality)\b/, 'behavioural'],
  // "tech stack" names technologies, not the kind of interview.
  [/\b(technical|tech(?! stack)|coding|engineering questions|system design)\b/, 'technical'],
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

const toNumber = (word: string): number | undefined => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word]);

export function extractLevel(text: string): Level | undefined {
  const lower = words(text).join(' ');
  for (const [pattern, level] of LEVEL_WORDS) if (pattern.test(lower)) return level;
  const years = /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+years?\b/.exec(lower);
  if (years) {
    const n = toNumber(years[1]!) ?? 0;
    return n <= 2 ? 'junior' : n <= 5 ? 'mid' : 'senior';
  }
  return undefined;
}

export function extractType(text: string): InterviewType | undefined {
  const lower = words(text).join(' ');
  for (const [pattern, type] of TYPE_WORDS) if (pattern.test(lower)) return type;
  return undefined;
}

/**
 * The allowed question count nearest to the number said ("seven", "7", "about eight"). A number
 * right before "questions" wins; one that counts years of experience is not a question count.
 */
export function extractAmount(text: string): QuestionAmount | undefined {
  const tokens = words(text);
  const said = tokens
    .map((word, at) => ({ n: toNumber(word), next: tokens[at + 1] ?? '' }))
    .filter((c): c is { n: number; next: string } => c.n !== undefined && c.n > 0 && c.n <= 30);
  const chosen =
    said.find((c) => /^questions?$/.test(c.next)) ?? said.find((c) => !/^(years?|yrs?|months?)$/.test(c.next));
  if (!chosen) return undefined;
  return [...QUESTION_AMOUNTS].sort((a, b) => Math.abs(a - chosen.n) - Math.abs(b - chosen.n) || b - a)[0]!;
}

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

const lookupTechnology = (phrase: string) =>
  TECHNOLOGIES.find((t) =>
    [t.name.toLowerCase(), ...t.aliases].some(
      (name) => name === phrase || name.replace(/\./g, ' ') === phrase || name.replace(/\./g, '') === phrase,
    ),
  );

/** Technologies named in free speech, matched against the dictionary's names and aliases. */
export function extractTechstack(text: string): string[] {
  const tokens = words(text.replace(/\bdot\s+(js|net)\b/gi, '.$1'));
  const used = new Set<number>();
  const found: { name: string; at: number }[] = [];
  const take = (i: number, size: number, name: string) => {
    for (let k = i; k < i + size; k += 1) used.add(k);
    if (!found.some((f) => f.name === name)) found.push({ name, at: i });
  };
  const free = (i: number, size: number) => !Array.from({ length: size }, (_, k) => i + k).some((k) => used.has(k));
  // Longest names first, so "node js" is Node.js and its "js" is not also JavaScript.
  for (let size = 3; size >= 1; size -= 1) {
    for (let i = 0; i + size <= tokens.length; i += 1) {
      const phrase = tokens.slice(i, i + size).join(' ');
      const technology = free(i, size) && !AMBIGUOUS.has(phrase) ? lookupTechnology(phrase) : undefined;
      if (technology) take(i, size, technology.name);
    }
  }
  tokens.forEach((token, i) => {
    if (!AMBIGUOUS.has(token) || used.has(i)) return;
    const nearTechnology = [i - 2, i - 1, i + 1, i + 2].some((k) => used.has(k));
    const technology = lookupTechnology(token);
    if (technology && (tokens.length <= 6 || nearTechnology)) take(i, 1, technology.name);
  });
  return found.sort((a, b) => a.at - b.at).map((f) => f.name);
}

/** The last word of a job title ("backend engineer", "data analyst", "product owner"). */
const ROLE_HEADS = new Set(
  (
    'engineer developer programmer analyst scientist designer manager architect administrator admin consultant ' +
    'specialist tester researcher owner master writer technician accountant marketer recruiter strategist ' +
    'coordinator director officer associate representative nurse teacher sre'
  ).split(' '),
);

/** Words that are never part of a job title: fillers, and what else an answer says about the interview. */
const NOT_ROLE = new Set(
  (
    "i i'm im i'd id i've am have has got want would like to practise practice practising practicing prepare preparing " +
    "for a an the role position job title interview interviews as be become its it's is are um umm uh er so well " +
    'please of my me with using on in at about covering mostly mainly especially focusing focused around including ' +
    'and or but also some let lets us do maybe think say just questions question years year experience level type ' +
    'kind stack tech technologies technology'
  ).split(' '),
);

/** Words that begin the technologies in "backend, mostly Go and Postgres" or "… on Python". */
const TECHNOLOGIES_FOLLOW =
  /^(with|using|on|in|covering|mostly|mainly|especially|focusing|focused|around|including|like)$/;

/** How titles are written: "DevOps Engineer", "QA Analyst", "iOS Developer", "Python Developer". */
const SPELLINGS = new Map<string, string>([
  ...TECHNOLOGIES.filter((t) => !t.name.includes(' ')).map((t) => [t.name.toLowerCase(), t.name] as const),
  ...Object.entries({
    devops: 'DevOps',
    devsecops: 'DevSecOps',
    qa: 'QA',
    ui: 'UI',
    ux: 'UX',
    ios: 'iOS',
    sre: 'SRE',
    ml: 'ML',
    ai: 'AI',
    it: 'IT',
    seo: 'SEO',
    hr: 'HR',
    bi: 'BI',
    etl: 'ETL',
    api: 'API',
  }),
]);
const spell = (word: string) => SPELLINGS.get(word) ?? word.replace(/(^|-)[a-z]/g, (c) => c.toUpperCase());

/** Level and type words and counts ("five questions", "three years") become breaks in the answer. */
function withoutOtherFields(clause: string): string[] {
  let text = words(clause).join(' ');
  for (const [pattern] of [...LEVEL_WORDS, ...TYPE_WORDS]) text = text.replace(new RegExp(pattern.source, 'g'), ' | ');
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (toNumber(word) !== undefined ? '|' : word));
}

const isTechnologyWord = (word: string) => lookupTechnology(word) !== undefined;

/**
 * The job role an answer names, and the words it was said with (so that "DevOps" in "DevOps
 * engineer" is not also read as a technology). A title ends in a word such as "engineer" or
 * "analyst" and takes up to three words before it; without one, the answer's first words up to
 * where the technologies begin ("Backend, mostly Go and Postgres" is "Backend").
 */
export function findRole(text: string): { role: string; words: string[] } | undefined {
  const parts = clauses(text).map(withoutOtherFields);
  for (const tokens of parts) {
    const head = tokens.findIndex((word) => ROLE_HEADS.has(word.replace(/s$/, '')));
    if (head < 0) continue;
    let start = head;
    while (start > 0 && head - start < 3 && tokens[start - 1] !== '|' && !NOT_ROLE.has(tokens[start - 1]!)) start -= 1;
    const title = [...tokens.slice(start, head), tokens[head]!.replace(/s$/, '')];
    return { role: title.map(spell).join(' '), words: tokens.slice(start, head + 1) };
  }
  for (const tokens of parts) {
    const end = tokens.findIndex((word) => TECHNOLOGIES_FOLLOW.test(word));
    const named = (end < 0 ? tokens : tokens.slice(0, end)).filter((word) => word !== '|' && !NOT_ROLE.has(word));
    if (named.length === 0) continue;
    // "backend python": the technologies are not the role, unless they are all there is ("DevOps").
    const title = named.some((word) => !isTechnologyWord(word)) ? named.filter((w) => !isTechnologyWord(w)) : named;
    if (title.join(' ').length < 2 || title.length > 5) return undefined;
    return { role: title.map(spell).join(' '), words: title };
  }
  return undefined;
}

/** The job role in an answer like "I'm practising for a senior frontend developer role". */
export function extractRole(text: string): string | undefined {
  return findRole(text)?.role;
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Everything a single answer says about the draft. `asking` is the field the assistant just asked
 * for: a bare answer ("Python and Django") is read as that field.
 */
export function extractDraft(text: string, asking: keyof InterviewDraft | undefined): InterviewDraft {
  const draft: InterviewDraft = {};
  const level = extractLevel(text);
  const type = extractType(text);
  const amount = extractAmount(text);
  const role = asking === 'role' ? findRole(text) : undefined;
  // The words of the title are not technologies too: "DevOps engineer" names no tech stack.
  const rest = role
    ? text.replace(new RegExp(`(^|\\W)${role.words.map(escapeRegExp).join('\\W+')}(?=\\W|$)`, 'i'), ' ')
    : text;
  const techstack = extractTechstack(rest);
  if (level) draft.level = level;
  if (type) draft.type = type;
  if (
    techstack.length > 0 &&
    (asking === 'techstack' || asking === 'role' || /\b(with|using|stack|in|on|covering)\b/i.test(text))
  )
    draft.techstack = techstack;
  if (amount && (asking === 'amount' || /\bquestions?\b/i.test(text))) draft.amount = amount;
  if (role) draft.role = role.role;
  return draft;
}
