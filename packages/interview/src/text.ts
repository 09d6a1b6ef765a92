/** Text helpers for spoken-answer analysis: tokens, light stemming, phrase matching. */

const STOPWORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both ' +
    'but by can could did do does doing down during each few for from further had has have having he her here hers ' +
    'him his how i if in into is it its itself just me more most my myself no nor not now of off on once only or ' +
    'other our ours out over own same she should so some such than that the their theirs them then there these they ' +
    'this those through to too under until up very was we were what when where which while who whom why will with ' +
    'would you your yours yourself tell describe explain walk give example time talk share how what would could ' +
    'think also really like lot way thing things something someone one ever us let use used using make made get got ' +
    'im ive id youre dont doesnt didnt cant wont isnt wasnt'
  ).split(' '),
);

/** Lower-case word tokens; apostrophes are dropped ("don't" → "dont"), hyphens split words. */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’']/g, '')
      .match(/[a-z0-9+#]+(?:\.[a-z0-9]+)*/g) ?? []
  );
}

/**
 * A light stemmer: enough that "cache", "cached", "caching" and "caches" meet, without a
 * dictionary. Not linguistics; both sides of every comparison go through it.
 */
const IRREGULAR: Record<string, string> = { used: 'use', uses: 'use', using: 'use', ran: 'run' };

export function stem(word: string): string {
  let w = word;
  const irregular = IRREGULAR[w];
  if (irregular) return irregular;
  if (w.length <= 3) return w;
  let verbEnding = false;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ing') && w.length > 5) {
    w = w.slice(0, -3);
    verbEnding = true;
  } else if (w.endsWith('ed') && w.length > 4) {
    w = w.slice(0, -2);
    verbEnding = true;
  } else if (w.endsWith('es') && w.length > 4 && /(?:ss|x|ch|sh|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is') && w.length > 3)
    w = w.slice(0, -1);
  // running → runn → run; stopped → stopp → stop (but "offs" → "off" stays)
  if (verbEnding && /([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz|ff)$/.test(w)) w = w.slice(0, -1);
  // agree, agreed, agreeing → agr; cache, cached, caching → cach
  if (w.length > 3) w = w.replace(/e+$/, '');
  return w;
}

export const stems = (text: string): string[] => tokenize(text).map(stem);

/** Stems of the words that carry meaning (no stopwords, no single letters). */
export function contentStems(text: string): string[] {
  return tokenize(text)
    .filter((token) => token.length > 1 && !STOPWORDS.has(token))
    .map(stem);
}

/** A phrase prepared for matching against stemmed token sequences. */
export interface Phrase {
  text: string;
  stems: string[];
}

export function phrase(text: string): Phrase {
  return { text, stems: stems(text) };
}

/** Positions where the phrase occurs in the stemmed tokens. */
export function findPhrase(tokenStems: readonly string[], target: Phrase): number[] {
  const positions: number[] = [];
  const length = target.stems.length;
  if (length === 0) return positions;
  outer: for (let i = 0; i + length <= tokenStems.length; i += 1) {
    for (let j = 0; j < length; j += 1) if (tokenStems[i + j] !== target.stems[j]) continue outer;
    positions.push(i);
  }
  return positions;
}

export const containsPhrase = (tokenStems: readonly string[], target: Phrase) =>
  findPhrase(tokenStems, target).length > 0;

/** Up to `radius` words either side of word `index`, as said, with ellipses where cut. */
export function quoteAround(words: readonly string[], index: number, radius = 9): string {
  const start = Math.max(0, index - radius);
  const end = Math.min(words.length, index + radius + 1);
  const body = words.slice(start, end).join(' ');
  return `${start > 0 ? '…' : ''}${body}${end < words.length ? '…' : ''}`;
}

/** Words as the candidate said them (original casing and punctuation kept), for quoting. */
export const spokenWords = (text: string): string[] => text.split(/\s+/).filter(Boolean);

export const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
export const round1 = (value: number) => Math.round(value * 10) / 10;

/** Shortens text to at most `max` characters at a word boundary. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
