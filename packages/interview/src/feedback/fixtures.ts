import type { TranscriptEntry } from '@mockingbird/contracts';
import type { InterviewForFeedback } from './analyze-feedback.ts';

/**
 * Realistic interviews for tests and benchmarks: the same questions answered by a strong, an
 * average and a weak candidate, with timestamps as a voice call would produce them.
 */

type Line = readonly ['assistant' | 'user', string] | readonly ['assistant' | 'user', string, number];

/**
 * Builds a timed transcript. Each line's timestamp is when it was finished: the previous
 * timestamp, plus a pause (default 1.5 s before an answer, 0.8 s before the interviewer speaks), plus
 * speaking time at `wpm` (the interviewer speaks at 160 words a minute).
 */
export function conversation(lines: readonly Line[], options: { wpm: number; start?: string }): TranscriptEntry[] {
  let at = Date.parse(options.start ?? '2026-03-02T10:00:00.000Z');
  return lines.map(([role, content, pauseSeconds]) => {
    const words = content.split(/\s+/).filter(Boolean).length;
    const pace = role === 'user' ? options.wpm : 160;
    at += ((pauseSeconds ?? (role === 'user' ? 1.5 : 0.8)) + (words / pace) * 60) * 1000;
    return { role, content, timestamp: new Date(at).toISOString() };
  });
}

export const FRONTEND_INTERVIEW: InterviewForFeedback = {
  role: 'Frontend Developer',
  type: 'technical',
  level: 'mid',
  techstack: ['React', 'TypeScript'],
  questions: [
    'How does React decide when to re-render a component, and how would you avoid unnecessary re-renders?',
    'What do you gain from turning on strict mode in TypeScript for a large codebase?',
    'Walk me through how you would debug a page that gets slower the longer someone uses it.',
  ],
  questionDetails: [
    {
      type: 'technical',
      keyConcepts: [
        { label: 'state or props change', terms: ['state', 'props', 'set state', 'parent re-render', 'context'] },
        { label: 'memoization', terms: ['memo', 'use memo', 'usememo', 'use callback', 'usecallback', 'memoize'] },
        { label: 'stable keys in lists', terms: ['key', 'keys', 'list'] },
        {
          label: 'measuring with the profiler',
          terms: ['profiler', 'dev tools', 'devtools', 'measure', 'flame graph'],
        },
      ],
    },
    {
      type: 'technical',
      keyConcepts: [
        { label: 'null and undefined checks', terms: ['null', 'undefined', 'strict null', 'optional'] },
        { label: 'no implicit any', terms: ['implicit any', 'any', 'untyped'] },
        {
          label: 'bugs caught at compile time',
          terms: ['compile time', 'compiler', 'catch bugs', 'before runtime', 'type error'],
        },
        { label: 'safer refactoring', terms: ['refactor', 'rename', 'confidence', 'large codebase'] },
      ],
    },
    {
      type: 'technical',
      keyConcepts: [
        { label: 'memory leak', terms: ['memory leak', 'leak', 'memory', 'garbage collection', 'retained'] },
        {
          label: 'heap snapshots and profiling',
          terms: ['heap snapshot', 'heap', 'profiler', 'performance tab', 'allocation'],
        },
        {
          label: 'cleaning up listeners and timers',
          terms: ['event listener', 'listener', 'cleanup', 'unsubscribe', 'interval', 'timer', 'remove'],
        },
        { label: 'reproducing and measuring', terms: ['reproduce', 'measure', 'baseline', 'compare'] },
      ],
    },
  ],
};

const FRONTEND_QUESTIONS = FRONTEND_INTERVIEW.questions;

export const FRONTEND_STRONG = conversation(
  [
    ['assistant', "Hi Sam, thanks for joining. Let's get started with a few technical questions. Are you ready?"],
    ['user', "Yes, I'm ready. Thanks for having me."],
    ['assistant', `Great. First question: ${FRONTEND_QUESTIONS[0]}`],
    [
      'user',
      'React re-renders a component when its state changes, when its parent re-renders, or when a context it reads changes. ' +
        'The props do not have to change, which surprises people. To avoid unnecessary renders I first measure with the React profiler in dev tools, ' +
        'because guessing usually optimizes the wrong thing. Then, if a child is expensive, I wrap it in memo and keep its props stable with useMemo and useCallback, ' +
        'so that the shallow comparison actually passes. In lists I make sure every item has a stable key from the data rather than the index, ' +
        'otherwise React remounts items and loses their state. On my last project we cut the render time of a large table by about sixty percent this way.',
    ],
    ['assistant', `That's a thorough answer. Next: ${FRONTEND_QUESTIONS[1]}`],
    [
      'user',
      'The biggest gain is strict null checks: the compiler forces you to handle null and undefined, and that alone catches a whole class of runtime crashes at compile time. ' +
        'Strict mode also turns on no implicit any, so nothing silently becomes untyped. In a large codebase that matters because the types are what make refactoring safe: ' +
        'when I rename a field, the compiler shows me every place that breaks instead of a customer finding it. The trade-off is some upfront work when you migrate, ' +
        'so on our team we enabled it file by file and fixed the errors in small pull requests.',
    ],
    ['assistant', `Good. Last one: ${FRONTEND_QUESTIONS[2]}`],
    [
      'user',
      'A page that slows down over time usually points to a memory leak, so first I would reproduce it with a clear baseline: open the page, record a heap snapshot, ' +
        'use it for a few minutes, and take another snapshot to compare. The comparison shows which objects are retained. ' +
        'Typical causes are event listeners or intervals that are never cleaned up, subscriptions without an unsubscribe, or a cache that only grows. ' +
        'In React that means checking that every effect returns a cleanup function. I would also record a trace in the performance tab to see whether the time goes into scripting, layout or garbage collection. ' +
        'Once I find the cause, I fix it, measure again against the baseline, and add a test or a lint rule so it does not come back.',
    ],
    ['assistant', 'Thank you, Sam. That concludes the interview; the company will follow up with next steps.'],
    ['user', 'Thank you, I enjoyed it.'],
  ],
  { wpm: 150 },
);

export const FRONTEND_AVERAGE = conversation(
  [
    ['assistant', "Hi Alex, thanks for joining. Let's get started. Are you ready?"],
    ['user', 'Yeah, ready.'],
    ['assistant', `First question: ${FRONTEND_QUESTIONS[0]}`],
    [
      'user',
      'So React re-renders when the state changes or the props change. To avoid extra renders you can use memo, I think, ' +
        'and useCallback for functions. I usually just try things and see if it feels faster. It depends on the component really.',
      3,
    ],
    ['assistant', `Okay. Next: ${FRONTEND_QUESTIONS[1]}`],
    [
      'user',
      'Strict mode makes the types stricter so you get more errors, like you have to handle null. ' +
        'It helps catch bugs, I guess. In a big codebase it is probably worth it but it can be annoying at first.',
      3,
    ],
    ['assistant', `Thanks. Last one: ${FRONTEND_QUESTIONS[2]}`],
    [
      'user',
      'I would open the dev tools and look at the performance tab. Maybe there is a memory leak, so I would check the memory. ' +
        'Then I would look at the code for things that keep running, like intervals, and fix them.',
      3,
    ],
    ['assistant', 'Thank you, Alex. That concludes the interview.'],
  ],
  { wpm: 125 },
);

export const FRONTEND_WEAK = conversation(
  [
    ['assistant', "Hi Jo, thanks for joining. Let's get started. Are you ready?"],
    ['user', 'um yeah'],
    ['assistant', `First question: ${FRONTEND_QUESTIONS[0]}`],
    ['user', 'um I think when like something changes it um renders again I guess', 6],
    ['assistant', `Okay. Next: ${FRONTEND_QUESTIONS[1]}`],
    ['user', "uh I'm not sure, I haven't really used that", 7],
    ['assistant', `Last one: ${FRONTEND_QUESTIONS[2]}`],
    ['user', 'maybe restart the browser or um clear the cache I guess', 8],
    ['assistant', 'Thank you. That concludes the interview.'],
  ],
  { wpm: 90 },
);

export const BEHAVIOURAL_INTERVIEW: InterviewForFeedback = {
  role: 'Software Engineer',
  type: 'behavioural',
  level: 'junior',
  techstack: ['Python'],
  questions: [
    'Tell me about a time you disagreed with a teammate about how to build something. How did you resolve it?',
    'Describe a time you missed a deadline or a project did not go as planned. What did you learn?',
    'How do you decide what to work on first when everything feels urgent?',
  ],
  questionDetails: [
    {
      type: 'behavioural',
      keyConcepts: [
        {
          label: 'understood the other point of view',
          terms: ['listen', 'perspective', 'understand', 'their point', 'why they'],
        },
        {
          label: 'resolved it with evidence or compromise',
          terms: ['compromise', 'agree', 'data', 'prototype', 'trade off'],
        },
        { label: 'kept the relationship healthy', terms: ['respect', 'relationship', 'trust', 'thank', 'friendly'] },
      ],
    },
    {
      type: 'behavioural',
      keyConcepts: [
        {
          label: 'owned the mistake',
          terms: ['my fault', 'i should have', 'responsibility', 'i underestimated', 'i missed'],
        },
        { label: 'communicated early', terms: ['told', 'communicate', 'updated', 'let them know', 'flagged'] },
        { label: 'what you learned', terms: ['learned', 'lesson', 'next time', 'now i', 'since then'] },
      ],
    },
    {
      type: 'behavioural',
      keyConcepts: [
        { label: 'impact and urgency', terms: ['impact', 'urgent', 'important', 'priority', 'deadline'] },
        { label: 'checking with stakeholders', terms: ['manager', 'stakeholder', 'ask', 'align', 'team lead'] },
        { label: 'making the plan visible', terms: ['list', 'board', 'plan', 'ticket', 'communicate'] },
      ],
    },
  ],
};

const BQ = BEHAVIOURAL_INTERVIEW.questions;

export const BEHAVIOURAL_STRONG = conversation(
  [
    ['assistant', 'Hello Priya, welcome. I have three questions for you today. Shall we begin?'],
    ['user', 'Yes, let us begin.'],
    ['assistant', BQ[0]!],
    [
      'user',
      'During my internship at a logistics startup, our team was building a service to import delivery data, and a teammate wanted to write it as one big script while I wanted small tested modules. ' +
        'My task was the parser, so the decision affected me directly. I asked to pair with him for an hour to understand his perspective, and I realised his worry was the deadline, not the design. ' +
        'So I proposed a compromise: we built a quick prototype of both approaches for one file format and compared how long each took and how easy they were to test. ' +
        'The modular version took only half a day longer and its tests caught two bugs straight away, so we agreed to go with it. ' +
        'As a result we shipped on time, and he later thanked me because adding a new format took him twenty minutes. I learned that asking why someone disagrees usually solves the disagreement.',
    ],
    ['assistant', `Thank you. ${BQ[1]}`],
    [
      'user',
      'In my final year project at university I was responsible for the data pipeline and I underestimated how messy the source data would be, so we were going to miss our demo deadline by a week. ' +
        'When I realised it, I told my supervisor and my teammates straight away rather than hoping to catch up, and I proposed cutting one of the reports so that the core pipeline could be finished properly. ' +
        'I then wrote a checklist of every cleaning step and worked through it with a teammate each morning. ' +
        'In the end we demoed on the original date with a smaller scope, and the missing report followed a week later. ' +
        'The lesson for me was to look at real data in the first week, and since then I always build a small end to end slice before I estimate.',
    ],
    ['assistant', `That's great. Last one: ${BQ[2]}`],
    [
      'user',
      'First I write everything down so I can see it all at once, and then I sort by impact and urgency: what blocks other people or customers comes first. ' +
        'If two things both look urgent, I ask my manager or the team lead which matters more, because they often know about a deadline I do not. ' +
        'For example, last month at my current job I had a bug report, a code review and a feature due on Friday; the bug was blocking the support team, so I fixed that first, did the review in the afternoon, and told the product owner the feature would move to Monday. ' +
        'I keep the plan visible on our team board, so nobody is surprised.',
    ],
    ['assistant', 'Thank you, Priya. That concludes our interview. The company will be in touch.'],
  ],
  { wpm: 145 },
);

export const BEHAVIOURAL_AVERAGE = conversation(
  [
    ['assistant', 'Hello Chris, welcome. I have three questions for you today. Shall we begin?'],
    ['user', 'Sure.'],
    ['assistant', BQ[0]!],
    [
      'user',
      'At my last job a coworker wanted to use a different library than me. We talked about it and in the end we used his library because it was already in the project. ' +
        'It was fine, I think it worked out okay.',
      3,
    ],
    ['assistant', `Thank you. ${BQ[1]}`],
    [
      'user',
      'Once a feature took longer than planned because the requirements changed. I had to work late to finish it. ' +
        'I guess I learned to ask more questions at the start next time.',
      3,
    ],
    ['assistant', `Okay. Last one: ${BQ[2]}`],
    [
      'user',
      'I usually do the most urgent thing first and then the rest. Sometimes I ask my manager what is more important.',
      3,
    ],
    ['assistant', 'Thank you, Chris. That concludes our interview.'],
  ],
  { wpm: 125 },
);

export const BEHAVIOURAL_WEAK = conversation(
  [
    ['assistant', 'Hello Sam, welcome. I have three questions for you today. Shall we begin?'],
    ['user', 'ok'],
    ['assistant', BQ[0]!],
    ['user', 'um I do not really disagree with people, it was their fault anyway, whatever', 5],
    ['assistant', `Thank you. ${BQ[1]}`],
    ['user', "I don't know", 8],
    ['assistant', `Okay. Last one: ${BQ[2]}`],
    ['user', 'um like I just do whatever I guess', 6],
    ['assistant', 'Thank you. That concludes our interview.'],
  ],
  { wpm: 95 },
);
