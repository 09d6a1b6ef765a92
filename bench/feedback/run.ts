/**
 * Times the feedback analyzer on a 60-minute interview transcript, and on the largest transcript
 * the API accepts. Run: npm run bench:feedback
 */
import { performance } from 'node:perf_hooks';
import { TRANSCRIPT_MAX_ENTRIES, TRANSCRIPT_MAX_TOTAL_LENGTH, type TranscriptEntry } from '@mockingbird/contracts';
import { analyzeFeedback, generateQuestions } from '@mockingbird/interview';
import { BEHAVIOURAL_STRONG, FRONTEND_AVERAGE, FRONTEND_STRONG } from '@mockingbird/interview/fixtures';

const answers = [...FRONTEND_STRONG, ...FRONTEND_AVERAGE, ...BEHAVIOURAL_STRONG]
  .filter((entry) => entry.role === 'user' && entry.content.split(' ').length > 40)
  .map((entry) => entry.content);

/** An interview of `minutes` minutes: each question, an answer, a follow-up and a second answer. */
function longInterview(minutes: number) {
  const questions = generateQuestions({
    role: 'Full Stack Engineer',
    type: 'mixed',
    level: 'senior',
    amount: 10,
    techstack: ['React', 'Node.js', 'PostgreSQL', 'AWS'],
    seed: 'bench',
  });
  const transcript: TranscriptEntry[] = [];
  let at = Date.parse('2026-01-01T10:00:00Z');
  const say = (role: 'user' | 'assistant', content: string) => {
    at += (content.split(' ').length / (role === 'user' ? 145 : 160)) * 60_000 + 1200;
    transcript.push({ role, content, timestamp: new Date(at).toISOString() });
  };
  const end = at + minutes * 60_000;
  let turn = 0;
  while (at < end) {
    const question = questions[turn % questions.length]!;
    say('assistant', question.text);
    say('user', answers[turn % answers.length]!);
    say('assistant', 'Thanks. Could you go one level deeper on how you would measure whether that worked?');
    say('user', answers[(turn + 3) % answers.length]!);
    turn += 1;
  }
  return {
    interview: {
      role: 'Full Stack Engineer',
      type: 'mixed' as const,
      level: 'senior' as const,
      techstack: ['React', 'Node.js', 'PostgreSQL', 'AWS'],
      questions: questions.map((q) => q.text),
      questionDetails: questions.map((q) => q.detail),
    },
    transcript,
  };
}

function time(label: string, runs: number, work: () => void) {
  work(); // warm up
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(1);
  console.log(`${label}: p50 ${pick(0.5)} ms, p95 ${pick(0.95)} ms, max ${pick(1)} ms over ${runs} runs`);
}

const hour = longInterview(60);
const words = hour.transcript.reduce((n, e) => n + e.content.split(/\s+/).length, 0);
const chars = hour.transcript.reduce((n, e) => n + e.content.length, 0);
console.log(`60-minute interview: ${hour.transcript.length} entries, ${words} words, ${chars} characters`);
time('analyzer, 60-minute interview', 50, () => analyzeFeedback(hour.interview, hour.transcript));

// The largest transcript the API accepts: at most TRANSCRIPT_MAX_ENTRIES entries and
// TRANSCRIPT_MAX_TOTAL_LENGTH characters in all (long answers, so the character limit is reached).
const largest = longInterview(60 * Math.ceil(TRANSCRIPT_MAX_TOTAL_LENGTH / chars));
const merged: TranscriptEntry[] = [];
let total = 0;
for (const entry of largest.transcript) {
  const last = merged.at(-1);
  const content = last && last.role === entry.role ? `${last.content} ${entry.content}` : entry.content;
  if (total + entry.content.length + 1 > TRANSCRIPT_MAX_TOTAL_LENGTH) break;
  total += entry.content.length + 1;
  if (last && last.role === entry.role) last.content = content;
  else if (merged.length < TRANSCRIPT_MAX_ENTRIES) merged.push({ ...entry });
  else break;
}
console.log(
  `largest accepted transcript: ${merged.length} entries, ${merged.reduce((n, e) => n + e.content.length, 0)} characters`,
);
time('analyzer, largest accepted transcript', 5, () => analyzeFeedback(largest.interview, merged));
