import type { Level } from '@mockingbird/contracts';
import type { TechnologyId } from '../technologies.ts';

export type BehaviouralSkill =
  | 'teamwork'
  | 'communication'
  | 'conflict'
  | 'leadership'
  | 'ownership'
  | 'adaptability'
  | 'failure'
  | 'learning'
  | 'prioritisation'
  | 'customer-focus'
  | 'motivation'
  | 'integrity';

export type TechnicalSkill =
  | 'fundamentals'
  | 'language'
  | 'frameworks'
  | 'architecture'
  | 'data'
  | 'debugging'
  | 'testing'
  | 'performance'
  | 'security'
  | 'operations'
  | 'tooling';

/** Something a good answer mentions, and the words that count as mentioning it. */
export interface KeyConcept {
  /** How the feedback report names it, e.g. "event loop". */
  label: string;
  /**
   * Lower-case words or short phrases that count as mentioning the concept. Matching ignores
   * case and simple word endings (s, es, ed, ing), so "cache" also matches "caching" and "cached".
   */
  terms: readonly string[];
}

interface BankQuestionBase {
  /** Stable id, e.g. "react-004" or "beh-conflict-002". Never reused for another question. */
  id: string;
  /** Levels the question suits; most questions suit two adjacent levels. */
  levels: readonly Level[];
  /**
   * The question as the interviewer says it aloud. One or two sentences, ending with "?" or ".",
   * no "/", "*", "#", backticks, brackets or other markdown. May contain "{role}", replaced by the
   * candidate's target role, e.g. "As a {role}, how would you ...".
   */
  text: string;
  /** 2 to 6 things a strong answer covers. */
  keyConcepts: readonly KeyConcept[];
}

export interface BehaviouralQuestion extends BankQuestionBase {
  type: 'behavioural';
  skill: BehaviouralSkill;
}

export interface TechnicalQuestion extends BankQuestionBase {
  type: 'technical';
  skill: TechnicalSkill;
  /** The technologies the question is about; empty for general questions any engineer can answer. */
  technologies: readonly TechnologyId[];
}

export type BankQuestion = BehaviouralQuestion | TechnicalQuestion;
