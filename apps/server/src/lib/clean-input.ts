/**
 * The one rule for text arriving from outside (JSON bodies, query strings, URL parameters, call
 * socket messages): PostgreSQL cannot store NUL (U+0000) in text or JSON, and a lone UTF-16
 * surrogate is not text at all. Both are cleaned rather than refused, so nothing else a person
 * typed is lost: NUL is removed, a lone surrogate becomes U+FFFD. Nesting deeper than
 * MAX_JSON_DEPTH is refused: no real request needs it, and deep values break code that walks them.
 */

/** Objects and arrays inside one another, at most. Vapi's deepest bodies (workflows) use about 10. */
export const MAX_JSON_DEPTH = 64;

export class InputTooDeepError extends Error {
  override readonly name = 'InputTooDeepError';
  constructor(readonly maxDepth: number) {
    super(`The input is nested too deeply (the limit is ${maxDepth} levels of objects and arrays)`);
  }
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// A NUL, or a surrogate without its pair.
const UNSTORABLE = new RegExp(`\\u0000|${LONE_SURROGATE.source}`);

/** The string as PostgreSQL can store it: NUL removed, lone surrogates replaced by U+FFFD. */
export function cleanText(text: string): string {
  if (!UNSTORABLE.test(text)) return text;
  return text.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\ufffd');
}

/**
 * Cleans every string (keys too) in a value fresh from JSON.parse, in place, and returns it.
 * Throws InputTooDeepError past `maxDepth` levels.
 */
export function cleanJson<T>(value: T, maxDepth = MAX_JSON_DEPTH): T {
  return clean(value, 0, maxDepth) as T;
}

function clean(value: unknown, depth: number, maxDepth: number): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= maxDepth) throw new InputTooDeepError(maxDepth);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = clean(value[i], depth + 1, maxDepth);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const cleaned = clean(record[key], depth + 1, maxDepth);
    const cleanKey = cleanText(key);
    if (cleanKey !== key) {
      delete record[key];
      // A key that differs only by NUL from another keeps the one written last, as JSON.parse would.
      // Defined, not assigned: "__pro\u0000to__" must become an own key, as JSON.parse makes
      // "__proto__", and never the object's prototype.
      Object.defineProperty(record, cleanKey, { value: cleaned, enumerable: true, writable: true, configurable: true });
    } else {
      record[key] = cleaned;
    }
  }
  return record;
}

/** Whether a value (one read back from the database, say) nests at most `maxDepth` levels. */
export function isWithinDepth(value: unknown, maxDepth = MAX_JSON_DEPTH): boolean {
  // Breadth-first, so a value thousands of levels deep cannot overflow the stack.
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth += 1) {
    const next: unknown[] = [];
    for (const item of level) {
      if (item === null || typeof item !== 'object') continue;
      if (depth >= maxDepth) return false;
      next.push(...(Array.isArray(item) ? (item as unknown[]) : Object.values(item as Record<string, unknown>)));
    }
    level = next;
  }
  return true;
}
