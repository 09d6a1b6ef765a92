import { describe, expect, it } from 'vitest';
import { containsPhrase, contentStems, phrase, quoteAround, stem, stems, tokenize, truncate } from './text.ts';

describe('text helpers', () => {
  it('tokenizes speech into lower-case words', () => {
    expect(tokenize("I don't know, React.js and C++ — maybe!")).toEqual([
      'i',
      'dont',
      'know',
      'react.js',
      'and',
      'c++',
      'maybe',
    ]);
  });

  it('stems word families to the same stem', () => {
    const families = [
      ['cache', 'cached', 'caching', 'caches'],
      ['test', 'tests', 'tested', 'testing'],
      ['query', 'queries'],
      ['index', 'indexes'],
      ['run', 'running'],
      ['listen', 'listened', 'listening'],
      ['database', 'databases'],
      ['use', 'used', 'using', 'uses'],
      ['agree', 'agreed', 'agreeing', 'agrees'],
      ['trade off', 'trade offs'].map((t) => t.split(' ')[1]!),
      ['stop', 'stopped', 'stopping'],
      ['case', 'cases'],
    ];
    for (const family of families) expect(new Set(family.map(stem)).size, family.join()).toBe(1);
    expect(stem('process')).not.toBe(stem('proce'));
  });

  it('matches phrases on stemmed words only', () => {
    const said = stems('We were caching the results in Redis');
    expect(containsPhrase(said, phrase('cache'))).toBe(true);
    expect(containsPhrase(said, phrase('cache the result'))).toBe(true);
    expect(containsPhrase(said, phrase('cache miss'))).toBe(false);
    expect(containsPhrase(stems('the redistribution'), phrase('redis'))).toBe(false);
  });

  it('keeps only meaningful words as content', () => {
    expect(contentStems('Tell me about a time you improved the database')).toEqual(['improv', 'databas']);
  });

  it('quotes a window of words and truncates at word boundaries', () => {
    const words = 'one two three four five six seven eight nine ten'.split(' ');
    expect(quoteAround(words, 5, 2)).toBe('…four five six seven eight…');
    expect(quoteAround(words, 0, 2)).toBe('one two three…');
    expect(truncate('a quick brown fox jumps over', 15)).toBe('a quick brown…');
    expect(truncate('short', 15)).toBe('short');
  });
});
