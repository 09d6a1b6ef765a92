import { LEVELS } from '@mockingbird/contracts';
import { describe, expect, it } from 'vitest';
import { speakableProblem } from '../speakable.ts';
import { TECHNOLOGIES } from '../technologies.ts';
import { QUESTION_BANK } from './index.ts';

const behavioural = QUESTION_BANK.filter((q) => q.type === 'behavioural');
const technical = QUESTION_BANK.filter((q) => q.type === 'technical');
const general = technical.filter((q) => q.technologies.length === 0);

describe('the question bank', () => {
  it('holds at least 300 questions with unique ids and unique wording', () => {
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(300);
    const ids = QUESTION_BANK.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const texts = QUESTION_BANK.map((q) =>
      q.text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim(),
    );
    const duplicates = texts.filter((text, index) => texts.indexOf(text) !== index);
    expect(duplicates).toEqual([]);
  });

  it('has only questions that read well aloud', () => {
    for (const q of QUESTION_BANK) {
      expect(speakableProblem(q.text.replaceAll('{role}', 'role')), q.id).toBeUndefined();
      expect(q.text.replaceAll('{role}', ''), `${q.id} uses an unknown placeholder`).not.toMatch(/[{}]/);
    }
  });

  it('tags every question with levels and 2 to 6 key concepts', () => {
    for (const q of QUESTION_BANK) {
      expect(q.levels.length, q.id).toBeGreaterThan(0);
      expect(new Set(q.levels).size, q.id).toBe(q.levels.length);
      for (const level of q.levels) expect(LEVELS, q.id).toContain(level);
      expect(q.keyConcepts.length, q.id).toBeGreaterThanOrEqual(2);
      expect(q.keyConcepts.length, q.id).toBeLessThanOrEqual(6);
      for (const concept of q.keyConcepts) {
        expect(concept.label.trim(), q.id).not.toBe('');
        expect(concept.terms.length, `${q.id}: ${concept.label}`).toBeGreaterThan(0);
        for (const term of concept.terms) {
          expect(term, `${q.id}: ${concept.label}`).toBe(term.toLowerCase().trim());
          expect(term.length, `${q.id}: ${concept.label}`).toBeGreaterThan(1);
        }
      }
    }
  });

  it('covers at least 30 technologies, each with at least 5 questions across all levels', () => {
    const known = new Set<string>(TECHNOLOGIES.map((t) => t.id));
    for (const q of technical) for (const id of q.technologies) expect(known, q.id).toContain(id);
    const covered = TECHNOLOGIES.filter((t) =>
      technical.some((q) => (q.technologies as readonly string[]).includes(t.id)),
    );
    expect(covered.length).toBeGreaterThanOrEqual(30);
    for (const technology of covered) {
      const questions = technical.filter((q) => (q.technologies as readonly string[]).includes(technology.id));
      expect(questions.length, technology.id).toBeGreaterThanOrEqual(5);
      for (const level of LEVELS) {
        expect(
          questions.some((q) => q.levels.includes(level)),
          `${technology.id} at ${level}`,
        ).toBe(true);
      }
    }
  });

  it('has enough behavioural and general technical questions at every level for ten-question interviews', () => {
    for (const level of LEVELS) {
      expect(behavioural.filter((q) => q.levels.includes(level)).length, level).toBeGreaterThanOrEqual(25);
      expect(general.filter((q) => q.levels.includes(level)).length, level).toBeGreaterThanOrEqual(12);
    }
    const skills = new Set(behavioural.map((q) => q.skill));
    expect(skills.size).toBeGreaterThanOrEqual(10);
  });
});
