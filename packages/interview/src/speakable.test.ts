import { describe, expect, it } from 'vitest';
import { speakableProblem } from './speakable.ts';

describe('speakable questions', () => {
  it('accepts a plain spoken question', () => {
    expect(speakableProblem('How would you design a rate limiter for a public API?')).toBeUndefined();
    expect(speakableProblem('Tell me about a time you changed your mind, and why.')).toBeUndefined();
  });

  it.each([
    ['```js\nfoo()\n``` What does this do?', 'contains code formatting'],
    ['Explain `useEffect` and its cleanup function in React?', 'contains code formatting'],
    ['- What is a closure in JavaScript and why use one?', 'contains list or heading markers'],
    ['1. What is a closure in JavaScript and why use one?', 'contains list or heading markers'],
    ['What is the difference between CI/CD pipelines and cron jobs?', 'contains symbols that do not read aloud'],
    ['What does **strict mode** change in a TypeScript project?', 'contains symbols that do not read aloud'],
    ['Read https://example.com and tell me what it says about caching.', 'contains a link'],
    ['what is a closure in JavaScript and why use one?', 'does not start with a capital letter'],
    ['What is a closure in JavaScript and why use one', 'does not end with a question mark or full stop'],
    ['Why?', 'is too short to be a real question'],
  ])('refuses %j', (text, problem) => {
    expect(speakableProblem(text)).toBe(problem);
  });
});
