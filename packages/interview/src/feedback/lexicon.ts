import { QUESTION_BANK } from '../question-bank/index.ts';
import { TECHNOLOGIES } from '../technologies.ts';
import { phrase, type Phrase } from '../text.ts';

/** Phrases looked for in answers, grouped by what they signal. Matching is on stemmed words. */
const phrases = (list: readonly string[]): Phrase[] => list.map(phrase);

/** Words said to fill a pause. "like" is handled apart: it is a filler only in some positions. */
export const FILLERS = phrases([
  'um',
  'umm',
  'uh',
  'uhm',
  'uhh',
  'er',
  'erm',
  'ah',
  'hmm',
  'mm',
  'you know',
  'i mean',
  'sort of',
  'kind of',
  'basically',
  'literally',
  'so yeah',
  'or whatever',
  'and stuff',
]);

/** Words before which "like" is usually a filler ("it was like really hard"). */
export const LIKE_FILLER_AFTER = new Set(['so', 'and', 'just', 'was', 'were', 'is', 'its', 'um', 'uh', 'like', 'but']);

export const HEDGES = phrases([
  'i think',
  'i guess',
  'i suppose',
  'maybe',
  'perhaps',
  'probably',
  'possibly',
  'not sure',
  'not really sure',
  'i dont know',
  'dont really know',
  'might be',
  'hopefully',
  'i believe',
  'i feel like',
  'more or less',
]);

/** Answers that decline the question. */
export const NON_ANSWERS = phrases([
  'i dont know',
  'no idea',
  'not sure',
  'pass',
  'skip',
  'next question',
  'cant remember',
  'dont remember',
  'never done that',
  'havent done that',
]);

export const STAR = {
  situation: phrases([
    'when i was',
    'at my previous',
    'at my last',
    'in my previous',
    'in my last',
    'at my current',
    'in my current',
    'at the time',
    'back in',
    'last year',
    'a few years ago',
    'there was a',
    'we had a',
    'we were',
    'our team',
    'the situation',
    'working at',
    'working on a',
    'on a project',
    'during my',
    'in my internship',
    'at university',
    'in college',
    'one time',
    'a client',
    'a customer',
  ]),
  task: phrases([
    'my role was',
    'my job was',
    'my task was',
    'my responsibility',
    'i was responsible',
    'i was asked to',
    'i was tasked',
    'i needed to',
    'i had to',
    'we needed to',
    'we had to',
    'the goal was',
    'our goal was',
    'my goal was',
    'the challenge was',
    'the problem was',
    'the issue was',
    'i was in charge',
    'it was up to me',
    'the deadline',
  ]),
  action: phrases([
    'i decided',
    'i started',
    'i created',
    'i built',
    'i wrote',
    'i set up',
    'i organized',
    'i organised',
    'i scheduled',
    'i proposed',
    'i suggested',
    'i led',
    'i talked',
    'i spoke',
    'i met',
    'i reached out',
    'i asked',
    'i worked',
    'i designed',
    'i implemented',
    'i introduced',
    'i refactored',
    'i fixed',
    'i analyzed',
    'i analysed',
    'i investigated',
    'i prioritized',
    'i prioritised',
    'i broke',
    'i made',
    'i took',
    'i ran',
    'i brought',
    'i gathered',
    'i documented',
    'i tested',
    'i measured',
    'i reviewed',
    'i explained',
    'i presented',
    'i focused',
    'i paired',
    'i mentored',
    'i coached',
    'i escalated',
    'i negotiated',
    'i listened',
    'i collected',
    'i wrote down',
    'so i',
    'first i',
    'then i',
  ]),
  result: phrases([
    'as a result',
    'in the end',
    'the result',
    'the outcome',
    'result was',
    'resulted in',
    'which led to',
    'which meant',
    'ended up',
    'we managed to',
    'i managed to',
    'we delivered',
    'we shipped',
    'we launched',
    'we reduced',
    'we increased',
    'we improved',
    'we saved',
    'we cut',
    'it reduced',
    'it increased',
    'it improved',
    'percent',
    'on time',
    'successfully',
    'eventually',
    'afterwards',
    'since then',
    'from then on',
    'i learned',
    'i learnt',
    'the lesson',
    'the feedback was',
    'they were happy',
    'the customer was',
  ]),
};

export const REASONING = phrases([
  'because',
  'so that',
  'therefore',
  'which means',
  'that means',
  'thats why',
  'the reason',
  'trade off',
  'tradeoff',
  'trade offs',
  'it depends',
  'depends on',
  'instead of',
  'alternatively',
  'on the other hand',
  'first',
  'second',
  'then',
  'finally',
  'if',
  'otherwise',
  'compared to',
  'rather than',
  'for example',
  'for instance',
  'measure',
  'verify',
  'root cause',
  'step by step',
  'the downside',
  'the benefit',
  'pros and cons',
  'edge case',
]);

/** The part of reasoning that gives a cause or a consequence: what a "why" quote is built around. */
export const EXPLANATIONS = phrases([
  'because',
  'so that',
  'the reason',
  'which means',
  'that means',
  'thats why',
  'trade off',
  'tradeoff',
  'otherwise',
  'the downside',
  'the benefit',
]);

export const ORGANISATION = phrases([
  'first',
  'second',
  'third',
  'then',
  'next',
  'finally',
  'for example',
  'for instance',
  'in summary',
  'to summarize',
  'to summarise',
  'overall',
  'in short',
  'the main',
  'two things',
  'three things',
  'on one hand',
]);

export const COLLABORATION = phrases([
  'we',
  'team',
  'teammate',
  'together',
  'colleague',
  'stakeholder',
  'customer',
  'user',
  'client',
  'manager',
  'mentor',
  'feedback',
  'shared',
  'communicated',
  'aligned',
  'supported',
  'collaborated',
  'paired',
  'listened',
  'thanked',
  'credit',
  'trust',
  'respect',
]);

export const LEARNING = phrases([
  'learned',
  'learnt',
  'lesson',
  'next time',
  'improve',
  'grew',
  'realized',
  'realised',
  'reflect',
  'in hindsight',
  'looking back',
  'would do differently',
  'taught me',
  'since then',
]);

export const ENTHUSIASM = phrases([
  'enjoy',
  'love',
  'excited',
  'exciting',
  'passionate',
  'curious',
  'interested',
  'proud',
  'fun',
  'motivated',
  'rewarding',
  'fascinating',
]);

export const NEGATIVITY = phrases([
  'their fault',
  'his fault',
  'her fault',
  'not my fault',
  'not my job',
  'not my problem',
  'stupid',
  'idiot',
  'hate',
  'lazy',
  'incompetent',
  'useless',
  'whatever',
  'i dont care',
  'couldnt care',
  'waste of time',
]);

/** Everyday words that bank concept terms sometimes use; alone they say nothing technical. */
const EVERYDAY = new Set(
  (
    'about above accept access account action actually add after again against agree allow alone already also always ' +
    'amount another answer anyone anything apply approach area around array ask avoid away back bad balance base basic ' +
    'before begin behind believe best better between big both break bring build business call calm care careful case ' +
    'cause certain change check choice choose clean clear close come common compare complete concern consider context ' +
    'continue control correct cost could count course cover create current customer day deal decide define delete ' +
    'depend design detail different direct document done down early easy effect effort else end enough ensure entire ' +
    'error even event every example expect experience explain fact fail fast feature feel few file find fine finish ' +
    'first fix focus follow force form forward free full future gain general get give goal good great group grow guess ' +
    'handle happen hard head help high hold idea important improve include increase instead issue item keep kind know ' +
    'large last late later lead learn least less level light limit line list little live load local long look lose low ' +
    'main maintain make manage many matter mean measure meet method might mind miss mode model more move much must name ' +
    'need never new next normal note number object often old once only open option order other output over own part pass ' +
    'path pattern people perform period person pick place plan point policy possible power prefer present problem ' +
    'process produce project proper provide public pull push put question quick quite raise rather reach read ready ' +
    'real reason record reduce remove repeat replace report request require result return review right risk role rule ' +
    'run safe same save scale second see seem send separate serve set share short show side simple single size slow small ' +
    'solve some sort source space specific speed split stable stage standard start state stay step still stop store ' +
    'story strong structure success support sure system take talk task team tell term test than thing think through ' +
    'time together tool top track trade try turn type under understand unit until update usage use user value version ' +
    'view wait want watch way week well what when where whole why wide window without word work world worry would write ' +
    'wrong year'
  ).split(' '),
);

let technicalVocabulary: Map<string, Phrase[]> | undefined;

/**
 * Technical terms: every technology name and alias, and every key-concept term of the technical
 * questions in the bank, indexed by first stem for a single pass over an answer.
 */
export function technicalTerms(): Map<string, Phrase[]> {
  if (technicalVocabulary) return technicalVocabulary;
  const texts = new Set<string>();
  for (const technology of TECHNOLOGIES) {
    texts.add(technology.name.toLowerCase());
    for (const alias of technology.aliases) if (alias.length > 2) texts.add(alias);
  }
  for (const question of QUESTION_BANK) {
    if (question.type !== 'technical') continue;
    for (const concept of question.keyConcepts) {
      for (const term of concept.terms) {
        const single = !term.includes(' ');
        if (term.length > 2 && !(single && (term.length < 5 || EVERYDAY.has(term)))) texts.add(term);
      }
    }
  }
  const index = new Map<string, Phrase[]>();
  for (const text of texts) {
    const p = phrase(text);
    const first = p.stems[0];
    if (!first) continue;
    const list = index.get(first) ?? [];
    list.push(p);
    index.set(first, list);
  }
  technicalVocabulary = index;
  return index;
}
