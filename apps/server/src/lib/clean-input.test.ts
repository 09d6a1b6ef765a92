import { describe, expect, it } from 'vitest';
import { cleanJson, cleanText, InputTooDeepError, isWithinDepth, MAX_JSON_DEPTH } from './clean-input.ts';

describe('cleanText', () => {
  it('removes NUL and replaces lone surrogates, keeping pairs and everything else', () => {
    expect(cleanText('Ada\u0000 Lovelace')).toBe('Ada Lovelace');
    expect(cleanText('a\ud800b\udc00c')).toBe('a\ufffdb\ufffdc');
    expect(cleanText('end\ud83d')).toBe('end\ufffd');
    expect(cleanText('🙂 \ud83d\ude42 ok')).toBe('🙂 🙂 ok');
  });
});

describe('cleanJson', () => {
  it('cleans keys and values at every level', () => {
    expect(cleanJson(JSON.parse('{"k\\u0000":["v\\u0000",{"x\\ud800":"\\udfff"}],"n":1,"b":null}'))).toEqual({
      k: ['v', { 'x\ufffd': '\ufffd' }],
      n: 1,
      b: null,
    });
  });

  it('makes a key that becomes __proto__ an own key, never the prototype', () => {
    const cleaned = cleanJson(JSON.parse('{"__pro\\u0000to__":{"admin":true}}') as Record<string, unknown>);
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect((cleaned as { admin?: boolean }).admin).toBeUndefined();
    expect(Object.keys(cleaned)).toEqual(['__proto__']);
  });

  it(`allows ${MAX_JSON_DEPTH} levels of objects and arrays and refuses one more`, () => {
    const deep = (levels: number): unknown => (levels === 0 ? 'leaf' : [deep(levels - 1)]);
    expect(() => cleanJson(deep(MAX_JSON_DEPTH))).not.toThrow();
    expect(() => cleanJson(deep(MAX_JSON_DEPTH + 1))).toThrow(InputTooDeepError);
  });
});

describe('isWithinDepth', () => {
  it('agrees with cleanJson on the limit, and measures values far too deep for recursion', () => {
    const deep = (levels: number): unknown => {
      let value: unknown = 'leaf';
      for (let i = 0; i < levels; i += 1) value = i % 2 ? [value] : { a: value };
      return value;
    };
    expect(isWithinDepth(deep(MAX_JSON_DEPTH))).toBe(true);
    expect(isWithinDepth(deep(MAX_JSON_DEPTH + 1))).toBe(false);
    expect(isWithinDepth(deep(200_000))).toBe(false);
    expect(isWithinDepth({ wide: Array.from({ length: 10_000 }, (_, i) => ({ i })) })).toBe(true);
    expect(isWithinDepth('text')).toBe(true);
  });
});
