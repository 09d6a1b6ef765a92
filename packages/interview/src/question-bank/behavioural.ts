import type { BehaviouralQuestion, KeyConcept } from './types.ts';

/*
 * Curated behavioural questions, read aloud by the interviewer. Most invite a STAR answer
 * (situation, task, action, result). Key-concept terms are words a candidate would actually say,
 * in base form; the analyzer matches whole words and ignores simple endings.
 */

/** A concrete result at the end of the story. */
const OUTCOME: KeyConcept = {
  label: 'clear outcome',
  terms: ['result', 'outcome', 'in the end', 'turned out', 'worked out', 'impact', 'as a result'],
};

/** Reflection on what the candidate took away. */
const LESSON: KeyConcept = {
  label: 'what you learned',
  terms: ['learn', 'lesson', 'takeaway', 'next time', 'differently', 'since then', 'realise', 'realize'],
};

export const BEHAVIOURAL_QUESTIONS: readonly BehaviouralQuestion[] = [
  // ---------------------------------------------------------------- teamwork
  {
    id: 'beh-teamwork-001',
    type: 'behavioural',
    skill: 'teamwork',
    levels: ['junior', 'mid'],
    text: 'Tell me about a group project where everyone had to deliver one piece of a shared result. What was your part, and how did you make sure the pieces fitted together?',
    keyConcepts: [
      { label: 'your own part', terms: ['my part', 'my role', 'responsible for', 'took on', 'i owned', 'my piece'] },
      {
        label: 'coordinated with the group',
        terms: ['meeting', 'check in', 'stand up', 'sync', 'split', 'divide', 'agree', 'plan'],
      },
      {
        label: 'integrated the pieces',
        terms: ['integrate', 'fit together', 'combine', 'interface', 'merge', 'review'],
      },
      {
        label: 'delivered the result',
        terms: ['deliver', 'submit', 'finish', 'launch', 'shipped', 'grade', 'deadline', 'on time'],
      },
    ],
  },
  {
    id: 'beh-teamwork-002',
    type: 'behavioural',
    skill: 'teamwork',
    levels: ['junior', 'mid'],
    text: 'Describe a time a teammate was struggling to keep up with their share of the work. What did you notice, and what did you do?',
    keyConcepts: [
      {
        label: 'noticed the problem',
        terms: ['notice', 'realise', 'realize', 'sign', 'behind', 'quiet', 'struggle', 'miss'],
      },
      {
        label: 'approached them privately and kindly',
        terms: ['asked', 'talk', 'privately', 'one on one', 'check in', 'how they were', 'offer'],
      },
      {
        label: 'practical help',
        terms: ['help', 'pair', 'support', 'unblock', 'share the load', 'took over', 'explain'],
      },
      {
        label: 'respected their ownership',
        terms: ['respect', 'not take over', 'their decision', 'their work', 'credit', 'trust'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-teamwork-003',
    type: 'behavioural',
    skill: 'teamwork',
    levels: ['mid', 'senior'],
    text: 'Give me an example of working closely with people whose job is very different from yours to get something done. What made the collaboration work?',
    keyConcepts: [
      {
        label: 'understood their goals and constraints',
        terms: ['their goal', 'their perspective', 'constraint', 'understand', 'listen', 'what they need'],
      },
      {
        label: 'shared language and expectations',
        terms: ['jargon', 'explain', 'shared', 'common language', 'expectation', 'agree', 'definition'],
      },
      {
        label: 'regular collaboration',
        terms: ['regular', 'weekly', 'meeting', 'sync', 'workshop', 'pair', 'feedback loop', 'check in'],
      },
      { label: 'mutual respect', terms: ['respect', 'trust', 'relationship', 'appreciate', 'expertise'] },
      OUTCOME,
    ],
  },
  {
    id: 'beh-teamwork-004',
    type: 'behavioural',
    skill: 'teamwork',
    levels: ['junior', 'mid', 'senior'],
    text: 'How do you make sure that the people who depend on your work in {role} roles can rely on you? Give me a concrete example.',
    keyConcepts: [
      {
        label: 'kept commitments',
        terms: ['commitment', 'promise', 'deadline', 'follow through', 'deliver', 'on time', 'said i would'],
      },
      {
        label: 'proactive updates',
        terms: ['update', 'let them know', 'heads up', 'status', 'early', 'communicate', 'flag'],
      },
      {
        label: 'made work visible',
        terms: ['board', 'ticket', 'document', 'visible', 'written down', 'notes', 'tracker'],
      },
      { label: 'concrete example', terms: ['for example', 'for instance', 'one time', 'recently', 'project'] },
    ],
  },
  {
    id: 'beh-teamwork-005',
    type: 'behavioural',
    skill: 'teamwork',
    levels: ['mid', 'senior'],
    text: 'Tell me about a time your work depended on another team that had different priorities from yours. How did you get what you needed without damaging the relationship?',
    keyConcepts: [
      {
        label: 'understood their priorities',
        terms: ['their priorities', 'understand', 'their roadmap', 'their goal', 'constraint', 'listen'],
      },
      {
        label: 'found shared value',
        terms: ['benefit', 'shared goal', 'win win', 'both team', 'common', 'align', 'value for them'],
      },
      {
        label: 'made it easy for them',
        terms: ['offer', 'help', 'contribute', 'pull request', 'did the work', 'made it easy', 'volunteer'],
      },
      { label: 'kept the relationship', terms: ['relationship', 'trust', 'respect', 'thank', 'goodwill', 'friendly'] },
      OUTCOME,
    ],
  },
  {
    id: 'beh-teamwork-006',
    type: 'behavioural',
    skill: 'teamwork',
    levels: ['junior'],
    text: 'Tell me about a time you joined a group that was already working together, such as a new job, an internship or a class project. How did you find your place and start contributing?',
    keyConcepts: [
      {
        label: 'listened and learned first',
        terms: ['listen', 'observe', 'ask question', 'read', 'learn how', 'shadow', 'watch'],
      },
      {
        label: 'built relationships',
        terms: ['introduce', 'coffee', 'lunch', 'get to know', 'relationship', 'chat', 'friendly'],
      },
      {
        label: 'found a first contribution',
        terms: ['small task', 'first task', 'volunteer', 'pick up', 'contribute', 'offer', 'starter'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-teamwork-007',
    type: 'behavioural',
    skill: 'teamwork',
    levels: ['mid', 'senior'],
    text: "Describe a time you put the team's goal ahead of your own preference or your own credit. What happened?",
    keyConcepts: [
      {
        label: 'named the personal trade-off',
        terms: ['preference', 'wanted to', 'my idea', 'credit', 'personally', 'my own', 'give up'],
      },
      {
        label: 'reasoned about the team goal',
        terms: ['team goal', 'bigger picture', 'priority', 'what mattered', 'customer', 'deadline', 'overall'],
      },
      {
        label: 'supported the decision fully',
        terms: ['commit', 'support', 'disagree and commit', 'got behind', 'fully', 'back'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-teamwork-008',
    type: 'behavioural',
    skill: 'teamwork',
    levels: ['senior'],
    text: 'Tell me about the best team you have been part of. What did you personally do to build or protect the way that team worked together?',
    keyConcepts: [
      {
        label: 'what made the team good',
        terms: ['trust', 'psychological safety', 'safe', 'honest', 'open', 'shared goal', 'ownership'],
      },
      {
        label: 'personal contribution',
        terms: ['i started', 'i introduced', 'i made sure', 'i set up', 'i encourage', 'my part'],
      },
      {
        label: 'rituals and practices',
        terms: ['retro', 'retrospective', 'review', 'stand up', 'pairing', 'norm', 'working agreement', 'ritual'],
      },
      {
        label: 'protected the team',
        terms: ['protect', 'shield', 'push back', 'focus', 'interruption', 'workload', 'burnout'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-teamwork-009',
    type: 'behavioural',
    skill: 'teamwork',
    levels: ['junior', 'mid'],
    text: 'Walk me through a time you asked someone on your team for help. How did you decide it was time to ask, and what did you learn from it?',
    keyConcepts: [
      {
        label: 'tried first, within a time limit',
        terms: ['tried', 'on my own', 'time box', 'an hour', 'research', 'documentation', 'stuck'],
      },
      {
        label: 'asked a good question',
        terms: [
          'what i tried',
          'what i had tried',
          'specific',
          'context',
          'prepare',
          'explain the problem',
          'clear question',
        ],
      },
      { label: 'respected their time', terms: ['their time', 'busy', 'quick', 'schedule', 'convenient', 'thank'] },
      LESSON,
    ],
  },

  // ----------------------------------------------------------- communication
  {
    id: 'beh-communication-001',
    type: 'behavioural',
    skill: 'communication',
    levels: ['junior', 'mid'],
    text: 'Tell me about a time you had to explain part of your work to someone without your background. How did you make sure they really understood?',
    keyConcepts: [
      {
        label: 'knew the audience',
        terms: ['audience', 'background', 'what they knew', 'non technical', 'their level', 'who they'],
      },
      { label: 'plain language', terms: ['plain', 'simple', 'avoid jargon', 'jargon', 'everyday', 'simplify'] },
      {
        label: 'analogy or visual',
        terms: ['analogy', 'example', 'diagram', 'draw', 'picture', 'demo', 'show', 'metaphor'],
      },
      {
        label: 'checked understanding',
        terms: ['check', 'ask them', 'repeat back', 'in their own words', 'question', 'follow up'],
      },
    ],
  },
  {
    id: 'beh-communication-002',
    type: 'behavioural',
    skill: 'communication',
    levels: ['mid', 'senior'],
    text: 'Describe a time a misunderstanding caused real problems on a project. What went wrong in the communication, and what did you change afterwards?',
    keyConcepts: [
      {
        label: 'root cause of the misunderstanding',
        terms: ['assume', 'assumption', 'unclear', 'ambiguous', 'different understanding', 'never written', 'misread'],
      },
      { label: 'impact', terms: ['rework', 'delay', 'wasted', 'cost', 'missed', 'wrong thing'] },
      {
        label: 'fixed it in the moment',
        terms: ['clarify', 'got together', 'call', 'meeting', 'align', 'reset'],
      },
      {
        label: 'lasting change',
        terms: ['write down', 'document', 'written', 'acceptance criteria', 'confirm', 'summary', 'recap', 'template'],
      },
      LESSON,
    ],
  },
  {
    id: 'beh-communication-003',
    type: 'behavioural',
    skill: 'communication',
    levels: ['junior', 'mid', 'senior'],
    text: 'Thinking about the {role} role you are aiming for, how do you keep the people who depend on you informed, especially when things are running late? Give me an example.',
    keyConcepts: [
      { label: 'regular updates', terms: ['update', 'regular', 'weekly', 'daily', 'status', 'stand up', 'report'] },
      {
        label: 'flagged delays early',
        terms: ['early', 'as soon as', 'heads up', 'flag', 'warn', 'before the deadline', 'risk'],
      },
      {
        label: 'came with options',
        terms: ['option', 'new date', 'plan', 'reduce scope', 'alternative', 'trade off', 'what we can'],
      },
      {
        label: 'right channel and audience',
        terms: ['email', 'message', 'call', 'channel', 'in person', 'stakeholder'],
      },
    ],
  },
  {
    id: 'beh-communication-004',
    type: 'behavioural',
    skill: 'communication',
    levels: ['mid', 'senior'],
    text: 'Give me an example of something you wrote, such as a proposal, a design document or a report, that changed what people decided. How did you approach writing it?',
    keyConcepts: [
      {
        label: 'clear purpose and audience',
        terms: ['audience', 'purpose', 'decision', 'who would read', 'reader', 'goal'],
      },
      {
        label: 'structured the argument',
        terms: ['structure', 'summary', 'option', 'recommendation', 'problem statement', 'context', 'trade off'],
      },
      { label: 'backed it with evidence', terms: ['data', 'evidence', 'number', 'benchmark', 'research', 'example'] },
      {
        label: 'invited feedback',
        terms: ['feedback', 'review', 'comment', 'draft', 'share early', 'revise'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-communication-005',
    type: 'behavioural',
    skill: 'communication',
    levels: ['mid', 'senior'],
    text: 'Tell me about a time you gave someone honest feedback that they probably did not want to hear. How did you prepare, and how did it go?',
    keyConcepts: [
      {
        label: 'prepared and chose the setting',
        terms: ['prepare', 'private', 'one on one', 'right time', 'in person', 'think about'],
      },
      {
        label: 'specific and about behaviour',
        terms: ['specific', 'example', 'behaviour', 'behavior', 'impact', 'observation', 'situation'],
      },
      {
        label: 'empathy and listening',
        terms: ['listen', 'empathy', 'their side', 'understand', 'kind', 'respect', 'care'],
      },
      {
        label: 'agreed next steps',
        terms: ['next step', 'agree', 'follow up', 'support', 'plan', 'check in'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-communication-006',
    type: 'behavioural',
    skill: 'communication',
    levels: ['senior'],
    text: 'Describe a time you had to present a recommendation to senior leaders or executives. How did you shape the message for that audience?',
    keyConcepts: [
      {
        label: 'led with the conclusion',
        terms: ['bottom line', 'recommendation first', 'headline', 'summary', 'up front', 'start with'],
      },
      {
        label: 'framed in business terms',
        terms: ['business', 'cost', 'revenue', 'risk', 'customer', 'strategy', 'impact'],
      },
      { label: 'short and focused', terms: ['short', 'concise', 'one page', 'few slides', 'focus', 'brief'] },
      {
        label: 'prepared for questions',
        terms: ['question', 'prepare', 'anticipate', 'pre read', 'back up', 'appendix', 'objection'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-communication-007',
    type: 'behavioural',
    skill: 'communication',
    levels: ['junior'],
    text: 'Tell me about a presentation or demo you gave, perhaps at school, at a meetup or in an internship. How did you prepare, and how did it go?',
    keyConcepts: [
      { label: 'understood the audience', terms: ['audience', 'who was', 'their level', 'what they', 'listener'] },
      {
        label: 'preparation and practice',
        terms: ['practice', 'practise', 'rehearse', 'prepare', 'dry run', 'slides', 'script'],
      },
      {
        label: 'handled questions or surprises',
        terms: ['question', 'nervous', 'went wrong', 'backup', 'improvise', 'recover'],
      },
      { label: 'reflection', terms: ['feedback', 'learn', 'learnt', 'next time', 'improve', 'differently'] },
    ],
  },
  {
    id: 'beh-communication-008',
    type: 'behavioural',
    skill: 'communication',
    levels: ['junior', 'mid'],
    text: 'Describe a time you were not sure what someone was asking you to do. How did you clarify it before you got started?',
    keyConcepts: [
      {
        label: 'recognised the ambiguity',
        terms: ['unclear', 'not sure', 'ambiguous', 'vague', 'confused', 'assumption'],
      },
      {
        label: 'asked clarifying questions',
        terms: ['ask', 'question', 'clarify', 'what they meant', 'purpose', 'goal'],
      },
      {
        label: 'confirmed in writing or with an example',
        terms: ['write down', 'summarise', 'summarize', 'repeat back', 'confirm', 'mock up', 'example', 'sketch'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-communication-009',
    type: 'behavioural',
    skill: 'communication',
    levels: ['mid', 'senior'],
    text: 'Tell me about a time you had to deliver bad news to a stakeholder, such as a missed deadline or a feature being cut. How did you handle the conversation?',
    keyConcepts: [
      {
        label: 'told them early',
        terms: ['early', 'as soon as', 'straight away', 'did not wait', 'didnt wait', 'immediately'],
      },
      {
        label: 'honest and direct',
        terms: ['honest', 'direct', 'transparent', 'clear', 'no surprise', 'own it'],
      },
      {
        label: 'explained the reason',
        terms: ['reason', 'cause', 'context', 'explain', 'what happened', 'root cause'],
      },
      {
        label: 'offered options and a plan',
        terms: ['option', 'plan', 'new date', 'alternative', 'scope', 'mitigate', 'next step'],
      },
      OUTCOME,
    ],
  },

  // ---------------------------------------------------------------- conflict
  {
    id: 'beh-conflict-001',
    type: 'behavioural',
    skill: 'conflict',
    levels: ['junior', 'mid'],
    text: 'Tell me about a time you and a teammate wanted to solve the same problem in very different ways. How did the two of you reach a decision?',
    keyConcepts: [
      {
        label: 'understood the other approach',
        terms: ['listen', 'perspective', 'their approach', 'understand', 'their reason', 'why they'],
      },
      {
        label: 'compared options on the merits',
        terms: ['pros and cons', 'trade off', 'compare', 'data', 'prototype', 'test', 'evidence'],
      },
      {
        label: 'reached agreement',
        terms: ['agree', 'compromise', 'middle ground', 'decide', 'combine', 'went with'],
      },
      {
        label: 'kept the relationship healthy',
        terms: ['respect', 'relationship', 'friendly', 'trust', 'no hard feelings'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-conflict-002',
    type: 'behavioural',
    skill: 'conflict',
    levels: ['mid', 'senior'],
    text: 'Describe a time you disagreed with a decision your manager made. What did you do, and how did it turn out?',
    keyConcepts: [
      {
        label: 'sought to understand the decision',
        terms: ['understand', 'ask why', 'context', 'their reason', 'listen', 'constraint'],
      },
      {
        label: 'raised the concern privately and respectfully',
        terms: ['private', 'one on one', 'respectful', 'raise', 'concern', 'sat down', 'spoke'],
      },
      { label: 'used evidence', terms: ['data', 'evidence', 'example', 'risk', 'number', 'prototype'] },
      {
        label: 'committed once decided',
        terms: ['commit', 'disagree and commit', 'support', 'went ahead', 'accept', 'respect the decision'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-conflict-003',
    type: 'behavioural',
    skill: 'conflict',
    levels: ['mid', 'senior'],
    text: 'Tell me about a time two people you worked with were in conflict with each other. What part did you play in sorting it out?',
    keyConcepts: [
      {
        label: 'heard each side separately',
        terms: ['separately', 'each side', 'both side', 'one on one', 'listen', 'their view'],
      },
      {
        label: 'focused on the shared goal',
        terms: ['shared goal', 'common ground', 'what we both', 'focus on', 'the problem not'],
      },
      {
        label: 'facilitated a conversation',
        terms: ['bring together', 'facilitate', 'mediate', 'meeting', 'conversation', 'sat down'],
      },
      {
        label: 'clear agreement',
        terms: ['agree', 'ground rule', 'decision', 'role', 'responsibility', 'clarify'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-conflict-004',
    type: 'behavioural',
    skill: 'conflict',
    levels: ['junior', 'mid'],
    text: 'Give me an example of a time someone criticised your work in front of other people. How did you respond in the moment, and afterwards?',
    keyConcepts: [
      {
        label: 'stayed calm in the moment',
        terms: ['calm', 'not defensive', 'defensive', 'deep breath', 'professional', 'composed'],
      },
      {
        label: 'looked for the valid point',
        terms: ['valid', 'fair point', 'right about', 'consider', 'listen', 'useful'],
      },
      {
        label: 'followed up privately',
        terms: ['afterwards', 'privately', 'one on one', 'follow up', 'talk', 'spoke'],
      },
      {
        label: 'improved the work',
        terms: ['fix', 'improve', 'revise', 'update', 'address', 'incorporate'],
      },
    ],
  },
  {
    id: 'beh-conflict-005',
    type: 'behavioural',
    skill: 'conflict',
    levels: ['senior'],
    text: 'Tell me about a serious disagreement you had with another team or department about priorities or ownership. How was it resolved?',
    keyConcepts: [
      {
        label: 'understood their incentives',
        terms: ['incentive', 'their goal', 'their priority', 'pressure', 'understand', 'perspective'],
      },
      {
        label: 'framed around shared outcomes',
        terms: ['company goal', 'customer', 'shared', 'common', 'align', 'business'],
      },
      {
        label: 'escalated constructively if needed',
        terms: ['escalate', 'leadership', 'decision maker', 'together', 'jointly', 'raise'],
      },
      {
        label: 'clear ownership afterwards',
        terms: ['ownership', 'owner', 'responsibility', 'agreement', 'contract', 'boundary', 'written down'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-conflict-006',
    type: 'behavioural',
    skill: 'conflict',
    levels: ['junior', 'mid', 'senior'],
    text: 'Describe a time you worked with someone whose style was very different from yours and it was causing friction. What did you do about it?',
    keyConcepts: [
      {
        label: 'named the difference',
        terms: ['style', 'different', 'detail', 'pace', 'direct', 'communication'],
      },
      {
        label: 'had an open conversation',
        terms: ['talk', 'conversation', 'spoke', 'asked', 'coffee', 'openly', 'honest'],
      },
      {
        label: 'adapted own approach',
        terms: ['adapt', 'adjust', 'change my', 'meet them', 'flex', 'accommodate'],
      },
      {
        label: 'agreed a way of working',
        terms: ['agree', 'way of working', 'expectation', 'routine', 'norm', 'compromise'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-conflict-007',
    type: 'behavioural',
    skill: 'conflict',
    levels: ['mid', 'senior'],
    text: 'Tell me about a time you pushed back on a request from a stakeholder, a client or a product manager. How did you make your case?',
    keyConcepts: [
      {
        label: 'understood the underlying need',
        terms: ['underlying', 'real need', 'why they', 'goal', 'problem they', 'understand'],
      },
      {
        label: 'explained the cost or risk',
        terms: ['cost', 'risk', 'trade off', 'impact', 'effort', 'consequence'],
      },
      {
        label: 'offered an alternative',
        terms: ['alternative', 'instead', 'option', 'smaller', 'phase', 'proposal', 'suggest'],
      },
      { label: 'respectful tone', terms: ['respect', 'relationship', 'trust', 'calm', 'collaborative', 'partner'] },
      OUTCOME,
    ],
  },
  {
    id: 'beh-conflict-008',
    type: 'behavioural',
    skill: 'conflict',
    levels: ['junior'],
    text: 'Tell me about a disagreement you had during a group project, a sports team or a part-time job. How did you handle it, and what would you do differently now?',
    keyConcepts: [
      {
        label: 'described both sides fairly',
        terms: ['both side', 'they thought', 'their view', 'perspective', 'point of view', 'fair'],
      },
      {
        label: 'talked it through',
        terms: ['talk', 'discuss', 'listen', 'conversation', 'sat down', 'spoke'],
      },
      { label: 'resolution', terms: ['agree', 'compromise', 'resolve', 'decide', 'vote', 'middle ground'] },
      LESSON,
    ],
  },

  // -------------------------------------------------------------- leadership
  {
    id: 'beh-leadership-001',
    type: 'behavioural',
    skill: 'leadership',
    levels: ['junior', 'mid'],
    text: 'Tell me about a time you took the lead on something even though it was not officially your job. What did you do, and what happened?',
    keyConcepts: [
      {
        label: 'saw the gap',
        terms: ['nobody', 'no one', 'gap', 'noticed', 'missing', 'stalled', 'needed'],
      },
      {
        label: 'stepped up',
        terms: [
          'volunteer',
          'step up',
          'stepped up',
          'took the lead',
          'took charge',
          'organise',
          'organize',
          'initiative',
        ],
      },
      {
        label: 'brought others along',
        terms: ['persuade', 'convince', 'involve', 'ask for input', 'together', 'rally'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-leadership-002',
    type: 'behavioural',
    skill: 'leadership',
    levels: ['mid', 'senior'],
    text: 'Describe a time you mentored or coached someone less experienced than you. How did you adapt to what they needed, and how did they grow?',
    keyConcepts: [
      {
        label: 'understood their goals and level',
        terms: ['their goal', 'what they wanted', 'understand', 'strength', 'gap', 'level'],
      },
      {
        label: 'coached rather than did it for them',
        terms: ['question', 'guide', 'let them', 'coach', 'not give the answer', 'figure out', 'pair'],
      },
      {
        label: 'regular support',
        terms: ['regular', 'weekly', 'one on one', 'check in', 'review', 'feedback'],
      },
      {
        label: 'their growth',
        terms: ['grew', 'grow', 'confident', 'promote', 'independent', 'progress', 'improve'],
      },
    ],
  },
  {
    id: 'beh-leadership-003',
    type: 'behavioural',
    skill: 'leadership',
    levels: ['senior'],
    text: 'Tell me about a time you set the direction for a team or a large project. How did you get people to genuinely commit to it?',
    keyConcepts: [
      {
        label: 'clear vision and reasoning',
        terms: ['vision', 'direction', 'goal', 'purpose', 'strategy', 'principle'],
      },
      {
        label: 'involved people in shaping it',
        terms: ['involve', 'input', 'workshop', 'feedback', 'consult', 'co create', 'draft'],
      },
      {
        label: 'addressed concerns and trade-offs',
        terms: ['concern', 'objection', 'trade off', 'risk', 'alternative', 'address'],
      },
      {
        label: 'made it concrete',
        terms: ['roadmap', 'milestone', 'document', 'plan', 'decision record', 'first step'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-leadership-004',
    type: 'behavioural',
    skill: 'leadership',
    levels: ['senior'],
    text: 'Walk me through how you handled someone on your team who was consistently underperforming. What did you do, and what was the outcome?',
    keyConcepts: [
      {
        label: 'understood the cause',
        terms: ['cause', 'understand', 'personal', 'clarity', 'skill', 'motivation', 'root'],
      },
      {
        label: 'clear expectations and feedback',
        terms: ['expectation', 'feedback', 'specific', 'honest', 'direct', 'example'],
      },
      {
        label: 'support plan',
        terms: ['plan', 'support', 'goal', 'coach', 'training', 'improvement plan', 'mentor'],
      },
      {
        label: 'followed through',
        terms: ['follow up', 'check in', 'regular', 'weekly', 'track', 'document'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-leadership-005',
    type: 'behavioural',
    skill: 'leadership',
    levels: ['mid', 'senior'],
    text: 'Give me an example of a time you influenced an important decision without having any formal authority. How did you win people over?',
    keyConcepts: [
      {
        label: 'built the case with evidence',
        terms: ['data', 'evidence', 'prototype', 'proof of concept', 'demo', 'number', 'example'],
      },
      {
        label: 'understood what others cared about',
        terms: ['what they cared', 'their concern', 'motivation', 'perspective', 'listen', 'stakeholder'],
      },
      {
        label: 'built allies',
        terms: ['ally', 'support', 'one on one', 'champion', 'sponsor', 'early', 'coalition'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-leadership-006',
    type: 'behavioural',
    skill: 'leadership',
    levels: ['senior'],
    text: 'Tell me about a time you were involved in hiring for {role} roles or similar positions. How did you assess candidates, and how did you make the final call?',
    keyConcepts: [
      {
        label: 'defined what good looks like',
        terms: ['criteria', 'rubric', 'what we need', 'requirement', 'scorecard', 'competency'],
      },
      {
        label: 'structured, fair process',
        terms: ['structured', 'consistent', 'same question', 'fair', 'bias', 'panel', 'calibrate'],
      },
      {
        label: 'evidence-based decision',
        terms: ['evidence', 'debrief', 'discuss', 'feedback', 'signal', 'decide'],
      },
      {
        label: 'candidate experience',
        terms: ['candidate experience', 'respect', 'feedback to', 'timely', 'welcome', 'communicate'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-leadership-007',
    type: 'behavioural',
    skill: 'leadership',
    levels: ['junior', 'mid'],
    text: 'Describe a time you helped a new person on your team get up to speed. What did you do to make them productive quickly?',
    keyConcepts: [
      {
        label: 'structured onboarding',
        terms: ['onboard', 'plan', 'checklist', 'first week', 'document', 'guide'],
      },
      {
        label: 'hands-on help',
        terms: ['pair', 'walk through', 'show', 'demo', 'explain', 'shadow'],
      },
      {
        label: 'safe to ask',
        terms: ['question', 'available', 'welcome', 'approachable', 'check in', 'any time'],
      },
      {
        label: 'early win for them',
        terms: ['first task', 'small task', 'quick win', 'starter', 'first contribution', 'ship'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-leadership-008',
    type: 'behavioural',
    skill: 'leadership',
    levels: ['senior'],
    text: 'Tell me about a time you led a team through a period of uncertainty, such as a reorganisation, a change of direction or a very tight deadline. How did you keep people focused?',
    keyConcepts: [
      {
        label: 'honest communication',
        terms: [
          'honest',
          'transparent',
          'share what',
          'what i knew',
          'what we do not know',
          'what we dont know',
          'regular update',
        ],
      },
      {
        label: 'clear short-term priorities',
        terms: ['priority', 'focus', 'goal', 'next step', 'what matters', 'plan'],
      },
      {
        label: 'cared for people',
        terms: ['one on one', 'wellbeing', 'morale', 'listen', 'concern', 'support', 'burnout'],
      },
      {
        label: 'stayed steady',
        terms: ['calm', 'steady', 'consistent', 'example', 'confidence', 'positive'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-leadership-009',
    type: 'behavioural',
    skill: 'leadership',
    levels: ['mid', 'senior'],
    text: 'What does leading by example look like in {role} roles? Tell me about a specific time it made a difference to the people around you.',
    keyConcepts: [
      {
        label: 'concrete behaviour',
        terms: ['standard', 'quality', 'habit', 'review', 'test', 'document', 'on time'],
      },
      {
        label: 'modelled openness',
        terms: ['admit', 'mistake', 'ask for help', 'feedback', 'vulnerable', 'honest'],
      },
      {
        label: 'others followed',
        terms: ['others started', 'adopt', 'follow', 'copy', 'culture', 'norm', 'spread'],
      },
      { label: 'specific example', terms: ['for example', 'one time', 'for instance', 'project', 'recently'] },
    ],
  },

  // --------------------------------------------------------------- ownership
  {
    id: 'beh-ownership-001',
    type: 'behavioural',
    skill: 'ownership',
    levels: ['junior', 'mid'],
    text: 'Tell me about a time you noticed a problem that was not assigned to anyone and decided to fix it yourself. What happened?',
    keyConcepts: [
      {
        label: 'spotted the problem',
        terms: ['notice', 'spot', 'saw', 'nobody', 'no one', 'ignored', 'annoying'],
      },
      {
        label: 'took initiative',
        terms: ['initiative', 'decided to', 'took it on', 'picked up', 'volunteer', 'my own time'],
      },
      {
        label: 'told the right people',
        terms: ['told', 'let them know', 'check with', 'manager', 'agree', 'permission'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-ownership-002',
    type: 'behavioural',
    skill: 'ownership',
    levels: ['junior', 'mid', 'senior'],
    text: 'Tell me about a time something you built or delivered broke after it was released. What did you do in the hours and days that followed?',
    keyConcepts: [
      {
        label: 'acted quickly to limit impact',
        terms: ['rollback', 'roll back', 'revert', 'hotfix', 'mitigate', 'immediately', 'quickly'],
      },
      {
        label: 'communicated openly',
        terms: ['told', 'communicate', 'update', 'status', 'let them know', 'honest', 'transparent'],
      },
      {
        label: 'found the root cause',
        terms: ['root cause', 'investigate', 'log', 'debug', 'reproduce', 'trace'],
      },
      {
        label: 'prevented it happening again',
        terms: ['prevent', 'test', 'monitor', 'alert', 'checklist', 'postmortem', 'post mortem'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-ownership-003',
    type: 'behavioural',
    skill: 'ownership',
    levels: ['mid', 'senior'],
    text: 'Give me an example of a project you owned from start to finish. How did you make sure it actually succeeded, rather than just getting done?',
    keyConcepts: [
      {
        label: 'defined success',
        terms: ['success', 'goal', 'metric', 'measure', 'criteria', 'definition of done'],
      },
      {
        label: 'managed risks and dependencies',
        terms: ['risk', 'dependency', 'blocker', 'plan', 'milestone', 'track'],
      },
      {
        label: 'kept stakeholders aligned',
        terms: ['stakeholder', 'update', 'align', 'demo', 'feedback', 'communicate'],
      },
      {
        label: 'measured the result',
        terms: ['measure', 'metric', 'data', 'adoption', 'usage', 'percent', 'improve'],
      },
    ],
  },
  {
    id: 'beh-ownership-004',
    type: 'behavioural',
    skill: 'ownership',
    levels: ['mid', 'senior'],
    text: 'Tell me about a time you committed to a deadline and then realised you were not going to make it. What did you do?',
    keyConcepts: [
      {
        label: 'raised it early',
        terms: ['early', 'as soon as', 'flag', 'heads up', 'told', 'warn'],
      },
      {
        label: 'took responsibility',
        terms: ['responsibility', 'my fault', 'own', 'accountable', 'my estimate', 'underestimate'],
      },
      {
        label: 'options to recover',
        terms: ['scope', 'cut', 'new date', 'option', 'help', 'prioritise', 'prioritize', 'phase'],
      },
      {
        label: 'improved future estimates',
        terms: ['estimate', 'buffer', 'break down', 'next time', 'learn', 'learnt'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-ownership-005',
    type: 'behavioural',
    skill: 'ownership',
    levels: ['senior'],
    text: 'Describe a long-standing problem that everyone complained about but nobody fixed. How did you take it on, and what changed?',
    keyConcepts: [
      {
        label: 'made the cost visible',
        terms: ['cost', 'data', 'measure', 'hours', 'impact', 'number', 'evidence'],
      },
      {
        label: 'got buy-in and time',
        terms: ['buy in', 'convince', 'manager', 'leadership', 'prioritise', 'prioritize', 'roadmap', 'budget'],
      },
      {
        label: 'incremental plan',
        terms: ['step', 'incremental', 'small', 'phase', 'plan', 'first', 'pilot'],
      },
      {
        label: 'involved others',
        terms: ['involve', 'together', 'recruit', 'volunteer', 'share', 'help'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-ownership-006',
    type: 'behavioural',
    skill: 'ownership',
    levels: ['junior'],
    text: 'Tell me about a time you went beyond what was asked of you on a task or an assignment. Why did you do it, and what was the result?',
    keyConcepts: [
      {
        label: 'what was asked versus what you did',
        terms: ['asked', 'required', 'extra', 'beyond', 'additional', 'more than', 'expected'],
      },
      {
        label: 'reason that served the goal',
        terms: ['user', 'quality', 'customer', 'noticed', 'would help', 'make it better'],
      },
      {
        label: 'kept the core commitment',
        terms: ['on time', 'deadline', 'core task', 'main task', 'priority', 'did not delay', 'didnt delay'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-ownership-007',
    type: 'behavioural',
    skill: 'ownership',
    levels: ['mid', 'senior'],
    text: 'In {role} work, delivering something is not always the end of the job. Tell me about a time you followed up after delivery to check your work was really doing what it was meant to.',
    keyConcepts: [
      {
        label: 'checked real-world results',
        terms: ['metric', 'data', 'analytics', 'usage', 'monitor', 'measure', 'dashboard'],
      },
      {
        label: 'asked the people affected',
        terms: ['user', 'customer', 'feedback', 'ask', 'survey', 'interview', 'stakeholder'],
      },
      {
        label: 'acted on what was found',
        terms: ['fix', 'improve', 'change', 'iterate', 'follow up', 'adjust'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-ownership-008',
    type: 'behavioural',
    skill: 'ownership',
    levels: ['junior', 'mid'],
    text: 'Describe a time you were blocked waiting on someone else. What did you do to keep things moving?',
    keyConcepts: [
      {
        label: 'followed up actively',
        terms: ['follow up', 'chase', 'remind', 'message', 'ask', 'reach out'],
      },
      {
        label: 'escalated appropriately',
        terms: ['escalate', 'manager', 'lead', 'flag', 'raise', 'blocker'],
      },
      {
        label: 'worked around it',
        terms: ['meanwhile', 'in the meantime', 'mock', 'stub', 'parallel', 'another task', 'workaround'],
      },
      OUTCOME,
    ],
  },

  // ------------------------------------------------------------ adaptability
  {
    id: 'beh-adaptability-001',
    type: 'behavioural',
    skill: 'adaptability',
    levels: ['junior', 'mid'],
    text: 'Tell me about a time the requirements changed after you had already started. How did you adjust?',
    keyConcepts: [
      {
        label: 'understood why it changed',
        terms: ['reason', 'understand', 'new information', 'customer', 'business', 'context'],
      },
      {
        label: 'reassessed the plan',
        terms: ['reassess', 'replan', 'plan', 'estimate', 'scope', 'impact', 'priority'],
      },
      {
        label: 'reused what was possible',
        terms: ['reuse', 'salvage', 'keep', 'adapt', 'refactor', 'not start over'],
      },
      {
        label: 'positive attitude',
        terms: ['positive', 'flexible', 'accept', 'frustrate', 'calm', 'move on'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-adaptability-002',
    type: 'behavioural',
    skill: 'adaptability',
    levels: ['junior', 'mid'],
    text: 'Describe a time you had to switch to a completely different task or project at short notice. How did you handle the change?',
    keyConcepts: [
      {
        label: 'wrapped up cleanly',
        terms: ['hand over', 'handover', 'note', 'document', 'wrap up', 'save', 'state'],
      },
      {
        label: 'got up to speed fast',
        terms: ['ramp up', 'up to speed', 'ask', 'read', 'learn', 'context'],
      },
      {
        label: 'clarified the new priority',
        terms: ['priority', 'clarify', 'expectation', 'goal', 'deadline', 'manager'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-adaptability-003',
    type: 'behavioural',
    skill: 'adaptability',
    levels: ['mid', 'senior'],
    text: 'Tell me about a time a plan you were confident in stopped working halfway through. How did you recognise it, and how did you change course?',
    keyConcepts: [
      {
        label: 'noticed the warning signs',
        terms: ['sign', 'signal', 'metric', 'slip', 'feedback', 'notice', 'data'],
      },
      {
        label: 'let go of sunk cost',
        terms: ['sunk cost', 'let go', 'admit', 'stop', 'not working', 'step back'],
      },
      {
        label: 'new approach',
        terms: ['pivot', 'new approach', 'change course', 'alternative', 'replan', 'switch'],
      },
      {
        label: 'brought others along',
        terms: ['explain', 'told', 'stakeholder', 'team', 'communicate', 'align'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-adaptability-004',
    type: 'behavioural',
    skill: 'adaptability',
    levels: ['senior'],
    text: 'Give me an example of a big organisational change, such as a new leader, a restructure or a new strategy, that affected your work. How did you adapt, and how did you help others adapt?',
    keyConcepts: [
      {
        label: 'understood the reasons for the change',
        terms: ['reason', 'understand', 'strategy', 'context', 'ask', 'leadership'],
      },
      {
        label: 'adjusted own work',
        terms: ['adjust', 'adapt', 'reprioritise', 'reprioritize', 'new goal', 'change my', 'realign'],
      },
      {
        label: 'supported others',
        terms: ['support', 'listen', 'one on one', 'concern', 'explain', 'reassure'],
      },
      {
        label: 'constructive stance',
        terms: ['positive', 'constructive', 'opportunity', 'feedback', 'honest', 'open'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-adaptability-005',
    type: 'behavioural',
    skill: 'adaptability',
    levels: ['junior', 'mid', 'senior'],
    text: 'Imagine you start a new {role} job and the team works in a way that feels very different from what you are used to. What would you do, and has anything like that happened to you before?',
    keyConcepts: [
      {
        label: 'observe before changing',
        terms: ['observe', 'learn', 'understand', 'why they', 'listen', 'first few', 'ask'],
      },
      {
        label: 'open mind',
        terms: ['open mind', 'curious', 'assume', 'humble', 'different', 'reason'],
      },
      {
        label: 'suggest improvements carefully',
        terms: ['suggest', 'propose', 'later', 'trust', 'small', 'experiment'],
      },
      {
        label: 'real example',
        terms: ['previous', 'last job', 'internship', 'at my last', 'for example', 'when i joined', 'happened to me'],
      },
    ],
  },
  {
    id: 'beh-adaptability-006',
    type: 'behavioural',
    skill: 'adaptability',
    levels: ['mid', 'senior'],
    text: 'Tell me about a time you had to make an important decision without all the information you wanted. How did you move forward?',
    keyConcepts: [
      {
        label: 'identified what was unknown',
        terms: ['unknown', 'missing', 'assumption', 'uncertain', 'risk', 'gap'],
      },
      {
        label: 'judged reversibility and risk',
        terms: ['reversible', 'undo', 'two way door', 'risk', 'cost of waiting', 'trade off'],
      },
      {
        label: 'made a timely decision',
        terms: ['decide', 'decision', 'deadline', 'move forward', 'commit', 'good enough'],
      },
      {
        label: 'checked and adjusted',
        terms: ['monitor', 'revisit', 'check', 'adjust', 'learn', 'feedback'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-adaptability-007',
    type: 'behavioural',
    skill: 'adaptability',
    levels: ['junior'],
    text: 'Tell me about a time you found yourself in an unfamiliar environment, such as a new school, a new country or your first job. What helped you settle in?',
    keyConcepts: [
      {
        label: 'named the challenge',
        terms: ['difficult', 'hard', 'unfamiliar', 'overwhelm', 'nervous', 'new'],
      },
      {
        label: 'sought help and connection',
        terms: ['ask', 'help', 'friend', 'mentor', 'reach out', 'join', 'connect'],
      },
      {
        label: 'built routines',
        terms: ['routine', 'habit', 'plan', 'schedule', 'step by step', 'small goal'],
      },
      LESSON,
    ],
  },
  {
    id: 'beh-adaptability-008',
    type: 'behavioural',
    skill: 'adaptability',
    levels: ['mid'],
    text: 'Describe a time you had to use a tool, a process or an approach that you did not like or agree with. How did you make the best of it?',
    keyConcepts: [
      {
        label: 'understood why it was chosen',
        terms: ['reason', 'understand', 'context', 'decision', 'constraint', 'history'],
      },
      {
        label: 'gave it a fair try',
        terms: ['fair', 'try', 'open mind', 'learn', 'give it a chance', 'effort'],
      },
      {
        label: 'raised concerns constructively',
        terms: ['feedback', 'suggest', 'propose', 'raise', 'retro', 'concern'],
      },
      OUTCOME,
    ],
  },

  // ----------------------------------------------------------------- failure
  {
    id: 'beh-failure-001',
    type: 'behavioural',
    skill: 'failure',
    levels: ['junior', 'mid'],
    text: 'Tell me about a time you failed at something you really cared about. What happened, and what did you take away from it?',
    keyConcepts: [
      {
        label: 'honest account of the failure',
        terms: ['fail', 'went wrong', 'mistake', 'missed', 'fell short', 'did not work', 'didnt work'],
      },
      {
        label: 'owned your part',
        terms: ['my part', 'responsibility', 'i should have', 'accountable', 'my fault', 'own'],
      },
      {
        label: 'how you recovered',
        terms: ['recover', 'try again', 'fix', 'bounce back', 'kept going', 'second'],
      },
      LESSON,
    ],
  },
  {
    id: 'beh-failure-002',
    type: 'behavioural',
    skill: 'failure',
    levels: ['mid', 'senior'],
    text: 'Describe a project that did not go the way you hoped. Looking back, what would you do differently?',
    keyConcepts: [
      {
        label: 'what went wrong',
        terms: ['went wrong', 'late', 'over budget', 'scope', 'cancel', 'miss', 'quality'],
      },
      {
        label: 'root causes, not excuses',
        terms: ['root cause', 'assumption', 'underestimate', 'should have', 'overlooked', 'too late'],
      },
      {
        label: 'specific changes',
        terms: ['differently', 'next time', 'earlier', 'would have', 'now i', 'instead'],
      },
      {
        label: 'applied since',
        terms: ['since then', 'applied', 'on my next', 'later project', 'habit', 'these days'],
      },
    ],
  },
  {
    id: 'beh-failure-003',
    type: 'behavioural',
    skill: 'failure',
    levels: ['junior', 'mid', 'senior'],
    text: 'Tell me about a mistake you made that other people noticed. How did you own it, and what did you change afterwards?',
    keyConcepts: [
      {
        label: 'admitted it',
        terms: ['admit', 'apologise', 'apologize', 'sorry', 'my mistake', 'owned', 'took responsibility'],
      },
      {
        label: 'fixed the damage',
        terms: ['fix', 'repair', 'correct', 'recover', 'rollback', 'make it right'],
      },
      {
        label: 'prevented repeats',
        terms: ['prevent', 'checklist', 'test', 'process', 'double check', 'review', 'automate'],
      },
      LESSON,
    ],
  },
  {
    id: 'beh-failure-004',
    type: 'behavioural',
    skill: 'failure',
    levels: ['senior'],
    text: 'Tell me about a decision you made as a leader that turned out to be wrong. How did you find out, and how did you recover?',
    keyConcepts: [
      {
        label: 'reasoning at the time',
        terms: ['at the time', 'reason', 'information', 'assumption', 'trade off', 'believed'],
      },
      {
        label: 'recognised it was wrong',
        terms: ['realise', 'realize', 'signal', 'data', 'feedback', 'notice', 'evidence'],
      },
      {
        label: 'reversed openly',
        terms: ['admit', 'reverse', 'change course', 'told the team', 'transparent', 'own'],
      },
      {
        label: 'improved decision making',
        terms: ['decision making', 'process', 'consult', 'earlier', 'checkpoint', 'review'],
      },
      LESSON,
    ],
  },
  {
    id: 'beh-failure-005',
    type: 'behavioural',
    skill: 'failure',
    levels: ['junior'],
    text: 'Describe a time you missed a deadline or handed in work you were not proud of. What caused it, and what do you do differently now?',
    keyConcepts: [
      {
        label: 'honest cause',
        terms: ['underestimate', 'procrastinate', 'left it', 'too late', 'distract', 'overcommit', 'cause'],
      },
      {
        label: 'handled the consequence',
        terms: ['told', 'apologise', 'apologize', 'extension', 'explain', 'consequence', 'grade'],
      },
      {
        label: 'new habits',
        terms: ['plan', 'start early', 'break down', 'schedule', 'calendar', 'habit', 'to do list'],
      },
      LESSON,
    ],
  },
  {
    id: 'beh-failure-006',
    type: 'behavioural',
    skill: 'failure',
    levels: ['mid', 'senior'],
    text: 'Walk me through an incident, an outage or another serious problem you were involved in. What was your part, and what did the team learn from the review afterwards?',
    keyConcepts: [
      {
        label: 'your role in the response',
        terms: ['my role', 'on call', 'i was', 'responded', 'investigate', 'coordinate'],
      },
      {
        label: 'mitigated first',
        terms: ['mitigate', 'rollback', 'roll back', 'restore', 'workaround', 'stop the bleeding'],
      },
      {
        label: 'blameless review',
        terms: ['blameless', 'postmortem', 'post mortem', 'retro', 'review', 'root cause'],
      },
      {
        label: 'follow-up actions',
        terms: ['action item', 'monitor', 'alert', 'test', 'runbook', 'prevent'],
      },
      LESSON,
    ],
  },
  {
    id: 'beh-failure-007',
    type: 'behavioural',
    skill: 'failure',
    levels: ['mid', 'senior'],
    text: 'Tell me about a time you took a calculated risk that did not pay off. Why did you take it, and would you take it again?',
    keyConcepts: [
      {
        label: 'why the risk was reasonable',
        terms: ['risk', 'upside', 'potential', 'bet', 'reason', 'expected'],
      },
      {
        label: 'limited the downside',
        terms: ['limit', 'small', 'experiment', 'fallback', 'plan b', 'time box', 'reversible'],
      },
      {
        label: 'what happened',
        terms: ['did not work', 'didnt work', 'failed', 'result', 'outcome', 'turned out', 'lost'],
      },
      {
        label: 'balanced judgement on doing it again',
        terms: ['again', 'would still', 'differently', 'worth', 'next time', 'learn'],
      },
    ],
  },
  {
    id: 'beh-failure-008',
    type: 'behavioural',
    skill: 'failure',
    levels: ['junior', 'mid'],
    text: 'What is the most useful lesson you have learned about {role} work from getting something wrong? Tell me the story behind it.',
    keyConcepts: [
      {
        label: 'the story',
        terms: ['one time', 'project', 'mistake', 'went wrong', 'bug', 'error', 'situation'],
      },
      {
        label: 'the lesson stated clearly',
        terms: ['lesson', 'learn', 'learnt', 'realise', 'realize', 'taught me', 'takeaway'],
      },
      {
        label: 'how you apply it now',
        terms: ['now i', 'since then', 'always', 'habit', 'every time', 'apply'],
      },
    ],
  },

  // ---------------------------------------------------------------- learning
  {
    id: 'beh-learning-001',
    type: 'behavioural',
    skill: 'learning',
    levels: ['junior', 'mid'],
    text: 'Tell me about something you taught yourself recently, outside of any course or assignment. How did you go about learning it?',
    keyConcepts: [
      {
        label: 'why you wanted to learn it',
        terms: ['curious', 'interest', 'fascinate', 'needed it', 'motivate', 'excite'],
      },
      {
        label: 'learning resources',
        terms: ['documentation', 'tutorial', 'book', 'course', 'video', 'article', 'read'],
      },
      {
        label: 'learned by doing',
        terms: ['build', 'built', 'project', 'practice', 'practise', 'experiment', 'side project'],
      },
      {
        label: 'what you can do now',
        terms: ['now i can', 'able to', 'used it', 'apply', 'confident', 'result'],
      },
    ],
  },
  {
    id: 'beh-learning-002',
    type: 'behavioural',
    skill: 'learning',
    levels: ['junior', 'mid', 'senior'],
    text: 'Describe a time you had to get up to speed quickly on an unfamiliar tool, technology or subject. What was your approach?',
    keyConcepts: [
      {
        label: 'focused on what mattered',
        terms: ['focus', 'essential', 'core', 'just enough', 'prioritise', 'prioritize', 'basic', 'fundamental'],
      },
      {
        label: 'used people as well as docs',
        terms: ['ask', 'expert', 'colleague', 'mentor', 'pair', 'documentation'],
      },
      {
        label: 'hands-on practice',
        terms: ['prototype', 'hands on', 'build', 'built', 'experiment', 'try', 'small project'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-learning-003',
    type: 'behavioural',
    skill: 'learning',
    levels: ['junior', 'mid'],
    text: 'Tell me about a piece of feedback that changed how you work. What was it, and what did you do differently afterwards?',
    keyConcepts: [
      {
        label: 'the feedback itself',
        terms: ['feedback', 'told me', 'review', 'comment', 'pointed out', 'said'],
      },
      {
        label: 'initial reaction honestly described',
        terms: ['surprised', 'defensive', 'hard to hear', 'reflect', 'at first', 'accept'],
      },
      {
        label: 'concrete change',
        terms: ['change', 'started', 'stopped', 'habit', 'differently', 'now i'],
      },
      {
        label: 'evidence it helped',
        terms: ['improve', 'better', 'noticed', 'result', 'follow up', 'since then'],
      },
    ],
  },
  {
    id: 'beh-learning-004',
    type: 'behavioural',
    skill: 'learning',
    levels: ['mid', 'senior'],
    text: 'How do you keep your skills current when things change as quickly as they do in {role} roles? Give me an example of something you learned recently and how you put it to use.',
    keyConcepts: [
      {
        label: 'regular learning habits',
        terms: ['regular', 'habit', 'every week', 'newsletter', 'podcast', 'blog', 'conference'],
      },
      {
        label: 'community and peers',
        terms: ['community', 'meetup', 'colleague', 'open source', 'forum', 'peer'],
      },
      {
        label: 'specific recent example',
        terms: ['recently', 'last month', 'last year', 'for example', 'learnt', 'picked up'],
      },
      {
        label: 'applied at work',
        terms: ['applied', 'used it', 'introduce', 'project', 'production', 'put into practice'],
      },
    ],
  },
  {
    id: 'beh-learning-005',
    type: 'behavioural',
    skill: 'learning',
    levels: ['senior'],
    text: 'Tell me about a time you helped a team learn together, for example through reviews, knowledge sharing sessions or mentoring. What difference did it make?',
    keyConcepts: [
      {
        label: 'identified the knowledge gap',
        terms: ['gap', 'silo', 'bus factor', 'only one person', 'knowledge', 'notice'],
      },
      {
        label: 'created learning structures',
        terms: ['session', 'lunch and learn', 'brown bag', 'review', 'pairing', 'rotation', 'guild', 'documentation'],
      },
      {
        label: 'safe to not know',
        terms: ['safe', 'question', 'no stupid', 'encourage', 'welcome', 'admit'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-learning-006',
    type: 'behavioural',
    skill: 'learning',
    levels: ['mid', 'senior'],
    text: 'Describe a time you realised that an approach you had relied on for a long time was not the best one. What made you change your mind?',
    keyConcepts: [
      {
        label: 'the old belief',
        terms: ['always', 'used to', 'believed', 'habit', 'for years', 'default'],
      },
      {
        label: 'what changed your mind',
        terms: ['evidence', 'data', 'colleague', 'showed me', 'experience', 'article', 'measure'],
      },
      {
        label: 'open to being wrong',
        terms: ['wrong', 'humble', 'open', 'admit', 'change my mind', 'reconsider'],
      },
      {
        label: 'new approach in practice',
        terms: ['now i', 'since then', 'switch', 'adopt', 'instead', 'differently'],
      },
    ],
  },
  {
    id: 'beh-learning-007',
    type: 'behavioural',
    skill: 'learning',
    levels: ['junior'],
    text: 'What is the hardest thing you have had to learn so far on your way into {role} work, whether at school, in a course or on the job? How did you stick with it?',
    keyConcepts: [
      {
        label: 'why it was hard',
        terms: ['hard', 'difficult', 'confusing', 'struggle', 'abstract', 'frustrate'],
      },
      {
        label: 'learning strategy',
        terms: ['practice', 'practise', 'break down', 'step by step', 'example', 'repeat', 'project'],
      },
      {
        label: 'asked for help',
        terms: ['ask', 'help', 'tutor', 'teacher', 'mentor', 'study group', 'forum'],
      },
      {
        label: 'persistence',
        terms: ['persist', 'kept going', 'did not give up', 'didnt give up', 'patience', 'every day', 'stick with'],
      },
    ],
  },
  {
    id: 'beh-learning-008',
    type: 'behavioural',
    skill: 'learning',
    levels: ['mid', 'senior'],
    text: 'Tell me about a time you asked for feedback on your own work or behaviour. Who did you ask, and what did you do with what you heard?',
    keyConcepts: [
      {
        label: 'asked the right people',
        terms: ['manager', 'peer', 'colleague', 'report', 'mentor', 'customer'],
      },
      {
        label: 'made it easy to be honest',
        terms: ['specific question', 'honest', 'anonymous', 'safe', 'thank', 'listen'],
      },
      {
        label: 'acted on it',
        terms: ['change', 'act on', 'improve', 'plan', 'started', 'stopped'],
      },
      {
        label: 'closed the loop',
        terms: ['follow up', 'close the loop', 'check back', 'told them', 'a few months later', 'checked in'],
      },
    ],
  },

  // ---------------------------------------------------------- prioritisation
  {
    id: 'beh-prioritisation-001',
    type: 'behavioural',
    skill: 'prioritisation',
    levels: ['junior', 'mid'],
    text: 'Tell me about a time you had more work than you could possibly finish. How did you decide what to do first?',
    keyConcepts: [
      {
        label: 'listed and assessed the work',
        terms: ['list', 'write down', 'urgent', 'important', 'deadline', 'effort'],
      },
      {
        label: 'prioritised by impact',
        terms: ['impact', 'priority', 'most important', 'value', 'matter', 'block'],
      },
      {
        label: 'agreed priorities with others',
        terms: ['manager', 'ask', 'agree', 'check with', 'stakeholder', 'confirm'],
      },
      {
        label: 'dropped or deferred something',
        terms: ['drop', 'defer', 'postpone', 'later', 'say no', 'delegate', 'push back'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-prioritisation-002',
    type: 'behavioural',
    skill: 'prioritisation',
    levels: ['mid', 'senior'],
    text: 'Describe a time two stakeholders wanted different things from you at the same time. How did you decide, and how did you explain the decision?',
    keyConcepts: [
      {
        label: 'understood both needs',
        terms: ['understand', 'their need', 'their goal', 'listen', 'underlying', 'each of them'],
      },
      {
        label: 'objective criteria',
        terms: ['impact', 'value', 'deadline', 'cost', 'criteria', 'business goal', 'data'],
      },
      {
        label: 'involved them or escalated',
        terms: ['together', 'meeting', 'escalate', 'manager', 'both of them', 'transparent'],
      },
      {
        label: 'explained clearly',
        terms: ['explain', 'communicate', 'reason', 'told', 'clear', 'expectation'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-prioritisation-003',
    type: 'behavioural',
    skill: 'prioritisation',
    levels: ['mid', 'senior'],
    text: 'Speed and quality often pull against each other in {role} roles, so tell me about a time you had to choose between shipping quickly and doing it properly. How did you make that call?',
    keyConcepts: [
      {
        label: 'named the trade-off',
        terms: ['trade off', 'speed', 'quality', 'shortcut', 'technical debt', 'tech debt'],
      },
      {
        label: 'judged the risk',
        terms: ['risk', 'reversible', 'impact', 'customer', 'cost', 'consequence'],
      },
      {
        label: 'made the shortcut explicit',
        terms: ['document', 'ticket', 'explicit', 'agree', 'follow up', 'plan to'],
      },
      {
        label: 'paid it back',
        terms: ['pay back', 'paid', 'came back', 'refactor', 'clean up', 'later'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-prioritisation-004',
    type: 'behavioural',
    skill: 'prioritisation',
    levels: ['senior'],
    text: 'Tell me about a time you had to say no to a project or a feature that people really wanted. How did you make the case and keep their trust?',
    keyConcepts: [
      {
        label: 'clear reasoning',
        terms: ['strategy', 'goal', 'opportunity cost', 'capacity', 'priority', 'focus'],
      },
      {
        label: 'acknowledged their need',
        terms: ['acknowledge', 'understand', 'listen', 'valid', 'their need', 'appreciate'],
      },
      {
        label: 'offered an alternative or a later date',
        terms: ['alternative', 'later', 'next quarter', 'revisit', 'smaller', 'instead'],
      },
      { label: 'kept trust', terms: ['trust', 'relationship', 'transparent', 'honest', 'respect'] },
      OUTCOME,
    ],
  },
  {
    id: 'beh-prioritisation-005',
    type: 'behavioural',
    skill: 'prioritisation',
    levels: ['junior'],
    text: 'How do you organise your time when several deadlines land close together, for example in your studies, an internship or your first job? Walk me through a real week.',
    keyConcepts: [
      {
        label: 'a system',
        terms: ['list', 'calendar', 'planner', 'schedule', 'to do', 'app', 'board'],
      },
      {
        label: 'broke work into steps',
        terms: ['break down', 'step', 'small', 'chunk', 'milestone', 'first'],
      },
      {
        label: 'ordered by urgency and importance',
        terms: ['urgent', 'important', 'deadline', 'priority', 'first', 'biggest'],
      },
      {
        label: 'protected focus time',
        terms: ['focus', 'block', 'distraction', 'phone', 'morning', 'time box'],
      },
    ],
  },
  {
    id: 'beh-prioritisation-006',
    type: 'behavioural',
    skill: 'prioritisation',
    levels: ['junior', 'mid', 'senior'],
    text: 'Saying no can matter as much as saying yes in {role} roles, so how do you decide what not to work on? Give me an example where that choice mattered.',
    keyConcepts: [
      {
        label: 'clear criteria',
        terms: ['impact', 'goal', 'value', 'effort', 'criteria', 'priority'],
      },
      {
        label: 'said no or not now',
        terms: ['say no', 'not now', 'later', 'defer', 'decline', 'drop', 'push back'],
      },
      {
        label: 'communicated the choice',
        terms: ['explain', 'told', 'communicate', 'agree', 'manager', 'stakeholder'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-prioritisation-007',
    type: 'behavioural',
    skill: 'prioritisation',
    levels: ['mid', 'senior'],
    text: 'Tell me about a time an urgent issue interrupted important planned work. How did you handle both?',
    keyConcepts: [
      {
        label: 'assessed the urgency',
        terms: ['assess', 'severity', 'impact', 'urgent', 'how many', 'customer'],
      },
      {
        label: 'contained the urgent issue',
        terms: ['fix', 'workaround', 'mitigate', 'contain', 'quick', 'temporary'],
      },
      {
        label: 'reset expectations on planned work',
        terms: ['reset', 'expectation', 'new date', 'told', 'stakeholder', 'replan'],
      },
      {
        label: 'reduced future interruptions',
        terms: ['rotation', 'on call', 'process', 'prevent', 'buffer', 'root cause'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-prioritisation-008',
    type: 'behavioural',
    skill: 'prioritisation',
    levels: ['senior'],
    text: "Walk me through how you have set priorities for a team over a quarter or longer. How did you decide what made the cut and what didn't?",
    keyConcepts: [
      {
        label: 'started from goals',
        terms: ['goal', 'strategy', 'objective', 'okr', 'mission', 'company'],
      },
      {
        label: 'estimated value and effort',
        terms: ['value', 'effort', 'estimate', 'impact', 'cost', 'score'],
      },
      {
        label: 'involved the team and stakeholders',
        terms: ['stakeholder', 'input', 'team', 'workshop', 'involve', 'feedback'],
      },
      {
        label: 'left room for the unexpected',
        terms: ['buffer', 'capacity', 'slack', 'maintenance', 'tech debt', 'technical debt', 'unplanned'],
      },
      {
        label: 'revisited the plan',
        terms: ['revisit', 'review', 'adjust', 'monthly', 'check in', 'replan'],
      },
    ],
  },

  // ---------------------------------------------------------- customer-focus
  {
    id: 'beh-customer-focus-001',
    type: 'behavioural',
    skill: 'customer-focus',
    levels: ['junior', 'mid'],
    text: 'Tell me about a time you built or changed something because of feedback from real users or customers. What did you learn from them?',
    keyConcepts: [
      {
        label: 'how the feedback arrived',
        terms: ['feedback', 'survey', 'interview', 'support ticket', 'review', 'complaint', 'user test'],
      },
      {
        label: 'understood the real problem',
        terms: ['real problem', 'understand', 'pain point', 'confuse', 'underlying', 'struggle'],
      },
      {
        label: 'what changed',
        terms: ['redesign', 'fix', 'simplify', 'added', 'improve', 'rework'],
      },
      {
        label: 'checked it helped',
        terms: ['measure', 'usage', 'fewer', 'follow up', 'happier', 'data'],
      },
    ],
  },
  {
    id: 'beh-customer-focus-002',
    type: 'behavioural',
    skill: 'customer-focus',
    levels: ['mid', 'senior'],
    text: 'Describe a time you had to deal with an unhappy customer or user. What did you do, and how did it end?',
    keyConcepts: [
      {
        label: 'listened and acknowledged',
        terms: ['listen', 'acknowledge', 'empathy', 'understand', 'apologise', 'apologize', 'sorry'],
      },
      {
        label: 'found the real issue',
        terms: ['real issue', 'root cause', 'ask question', 'investigate', 'reproduce', 'log'],
      },
      {
        label: 'fixed it and followed up',
        terms: ['fix', 'resolve', 'follow up', 'update', 'kept them informed', 'workaround'],
      },
      {
        label: 'prevented it for others',
        terms: ['prevent', 'others', 'process', 'documentation', 'product change', 'everyone'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-customer-focus-003',
    type: 'behavioural',
    skill: 'customer-focus',
    levels: ['mid', 'senior'],
    text: 'Give me an example of a time you questioned a feature request because you thought it was not what users actually needed. How did it play out?',
    keyConcepts: [
      {
        label: 'dug into the underlying need',
        terms: ['underlying', 'real need', 'real problem', 'job to be done', 'five whys', 'goal'],
      },
      {
        label: 'used evidence',
        terms: ['data', 'research', 'user test', 'interview', 'analytics', 'evidence'],
      },
      {
        label: 'proposed a better option',
        terms: ['propose', 'alternative', 'simpler', 'prototype', 'instead', 'experiment'],
      },
      {
        label: 'worked with the requester',
        terms: ['product manager', 'stakeholder', 'together', 'discuss', 'agree', 'respect'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-customer-focus-004',
    type: 'behavioural',
    skill: 'customer-focus',
    levels: ['junior', 'mid', 'senior'],
    text: 'Good {role} work starts with knowing who it is for. How do you build that understanding, and can you tell me about a time it changed what you did?',
    keyConcepts: [
      {
        label: 'direct contact with users',
        terms: ['talk to', 'user', 'customer', 'interview', 'shadow', 'support', 'visit'],
      },
      {
        label: 'data and research',
        terms: ['data', 'analytics', 'research', 'survey', 'ticket', 'usage'],
      },
      {
        label: 'empathy for their context',
        terms: ['empathy', 'their shoes', 'context', 'frustration', 'goal', 'day to day'],
      },
      {
        label: 'changed the work',
        terms: ['rethink', 'redesign', 'priority', 'instead', 'simplify', 'changed my'],
      },
    ],
  },
  {
    id: 'beh-customer-focus-005',
    type: 'behavioural',
    skill: 'customer-focus',
    levels: ['senior'],
    text: "Tell me about a time you used evidence, such as analytics, support tickets or user research, to shift a team's priorities in favour of users. What was the impact?",
    keyConcepts: [
      {
        label: 'gathered the evidence',
        terms: ['analytics', 'ticket', 'research', 'survey', 'churn', 'data', 'interview'],
      },
      {
        label: 'told a compelling story',
        terms: ['story', 'quote', 'video', 'present', 'share', 'dashboard'],
      },
      {
        label: 'connected to business goals',
        terms: ['revenue', 'retention', 'churn', 'cost', 'business', 'conversion'],
      },
      {
        label: 'measured the impact',
        terms: ['measure', 'percent', 'reduce', 'increase', 'metric', 'improve'],
      },
    ],
  },
  {
    id: 'beh-customer-focus-006',
    type: 'behavioural',
    skill: 'customer-focus',
    levels: ['junior'],
    text: 'Think of an app, a website or a service you use regularly. What is one thing you would improve for its users, and how would you find out whether your idea actually helps?',
    keyConcepts: [
      {
        label: 'specific user problem',
        terms: ['annoying', 'frustrate', 'problem', 'confusing', 'slow', 'hard to'],
      },
      {
        label: 'who the users are',
        terms: ['user', 'customer', 'beginner', 'elderly', 'audience', 'someone who'],
      },
      {
        label: 'concrete improvement',
        terms: ['simplify', 'redesign', 'feature', 'improve', 'faster', 'easier'],
      },
      {
        label: 'how to validate it',
        terms: ['test', 'a b test', 'survey', 'interview', 'measure', 'prototype', 'data'],
      },
    ],
  },
  {
    id: 'beh-customer-focus-007',
    type: 'behavioural',
    skill: 'customer-focus',
    levels: ['mid', 'senior'],
    text: 'Describe a time when what a customer asked for and what the business needed were pulling in different directions. How did you handle it?',
    keyConcepts: [
      {
        label: 'understood both sides',
        terms: ['their need', 'business need', 'constraint', 'understand', 'both side', 'revenue'],
      },
      {
        label: 'looked for a solution serving both',
        terms: ['win win', 'compromise', 'creative', 'alternative', 'middle ground', 'option'],
      },
      {
        label: 'transparent with the customer',
        terms: ['honest', 'transparent', 'explain', 'expectation', 'told the customer', 'clear'],
      },
      {
        label: 'long-term thinking',
        terms: ['long term', 'trust', 'relationship', 'retention', 'reputation', 'future'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-customer-focus-008',
    type: 'behavioural',
    skill: 'customer-focus',
    levels: ['junior', 'mid'],
    text: 'Tell me about a time you went out of your way to help someone who relied on your work, such as a user, a client or another team.',
    keyConcepts: [
      {
        label: 'understood their situation',
        terms: ['understand', 'their situation', 'listen', 'ask', 'need', 'problem'],
      },
      {
        label: 'extra effort',
        terms: ['extra', 'out of my way', 'stay late', 'weekend', 'personally', 'beyond'],
      },
      {
        label: 'solved the problem',
        terms: ['solve', 'fix', 'help', 'resolve', 'workaround', 'guide'],
      },
      {
        label: 'their reaction',
        terms: ['thank', 'happy', 'grateful', 'relieved', 'feedback', 'came back'],
      },
    ],
  },

  // -------------------------------------------------------------- motivation
  {
    id: 'beh-motivation-001',
    type: 'behavioural',
    skill: 'motivation',
    levels: ['junior', 'mid', 'senior'],
    text: 'What first got you interested in {role} work, and what keeps you motivated on the difficult days?',
    keyConcepts: [
      {
        label: 'origin story',
        terms: ['first got', 'remember', 'when i was', 'discovered', 'got into', 'as a kid', 'fell in love'],
      },
      {
        label: 'what energises you',
        terms: ['enjoy', 'love', 'satisfy', 'excite', 'passion', 'fun', 'curious'],
      },
      {
        label: 'impact on others',
        terms: ['user', 'impact', 'difference', 'customer', 'patient', 'real people'],
      },
      {
        label: 'coping on hard days',
        terms: ['hard day', 'difficult', 'remind myself', 'break', 'small win', 'persevere'],
      },
    ],
  },
  {
    id: 'beh-motivation-002',
    type: 'behavioural',
    skill: 'motivation',
    levels: ['junior', 'mid'],
    text: 'Tell me about a piece of work you are genuinely proud of. What made it meaningful to you?',
    keyConcepts: [
      {
        label: 'what you did',
        terms: ['i built', 'i designed', 'i wrote', 'my part', 'i created', 'i led'],
      },
      {
        label: 'challenge overcome',
        terms: ['challenge', 'difficult', 'hard', 'problem', 'obstacle', 'first time'],
      },
      {
        label: 'why it mattered',
        terms: ['meaningful', 'proud', 'mattered', 'impact', 'personal', 'used it'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-motivation-003',
    type: 'behavioural',
    skill: 'motivation',
    levels: ['mid', 'senior'],
    text: 'Describe a time you had to stay motivated through a long, repetitive or unglamorous piece of work. How did you keep going?',
    keyConcepts: [
      {
        label: 'connected it to a purpose',
        terms: ['purpose', 'bigger picture', 'goal', 'matter', 'important', 'impact'],
      },
      {
        label: 'broke it into milestones',
        terms: ['milestone', 'small', 'chunk', 'progress', 'step', 'track'],
      },
      {
        label: 'made it better',
        terms: ['automate', 'script', 'tool', 'improve', 'faster', 'efficient'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-motivation-004',
    type: 'behavioural',
    skill: 'motivation',
    levels: ['junior', 'mid'],
    text: 'Where would you like to be in a few years, and how does the {role} role you are applying for fit into that plan?',
    keyConcepts: [
      {
        label: 'clear direction',
        terms: ['goal', 'want to', 'hope to', 'plan', 'aim', 'career'],
      },
      {
        label: 'skills to grow',
        terms: ['skill', 'grow', 'learn', 'deeper', 'experience', 'expert'],
      },
      {
        label: 'link to this role',
        terms: ['this role', 'this position', 'this company', 'opportunity', 'stepping stone', 'next step'],
      },
      {
        label: 'what you will contribute',
        terms: ['contribute', 'bring', 'add value', 'help the team', 'deliver'],
      },
    ],
  },
  {
    id: 'beh-motivation-005',
    type: 'behavioural',
    skill: 'motivation',
    levels: ['senior'],
    text: 'Tell me about a time you noticed the motivation of a team you worked with dropping. What did you do to turn it around?',
    keyConcepts: [
      {
        label: 'noticed the signs',
        terms: ['notice', 'sign', 'quiet', 'morale', 'engagement', 'frustrate', 'frustration'],
      },
      {
        label: 'found the cause',
        terms: ['ask', 'one on one', 'listen', 'cause', 'survey', 'retro'],
      },
      {
        label: 'took concrete action',
        terms: ['change', 'remove', 'recognise', 'recognize', 'celebrate', 'autonomy', 'goal', 'purpose'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-motivation-006',
    type: 'behavioural',
    skill: 'motivation',
    levels: ['junior'],
    text: 'Tell me about something you worked on outside school or work purely because you found it interesting. What did you get out of it?',
    keyConcepts: [
      {
        label: 'what it was',
        terms: ['side project', 'hobby', 'club', 'volunteer', 'open source', 'game', 'app'],
      },
      {
        label: 'genuine curiosity',
        terms: ['curious', 'interest', 'fun', 'enjoy', 'fascinate', 'for fun'],
      },
      {
        label: 'what you gained',
        terms: ['learn', 'learnt', 'skill', 'confidence', 'taught me', 'gained'],
      },
    ],
  },
  {
    id: 'beh-motivation-007',
    type: 'behavioural',
    skill: 'motivation',
    levels: ['mid', 'senior'],
    text: 'What kind of team and environment help you do your best {role} work? Give me an example of a time you were at your most productive, and explain why.',
    keyConcepts: [
      {
        label: 'specific conditions',
        terms: ['autonomy', 'trust', 'clear goal', 'focus', 'feedback', 'ownership', 'quiet'],
      },
      {
        label: 'people around you',
        terms: ['colleague', 'manager', 'teammate', 'collaborate', 'collaboration', 'support', 'mentor'],
      },
      {
        label: 'real example',
        terms: ['for example', 'one time', 'project', 'when i was', 'at my last'],
      },
      {
        label: 'self-awareness',
        terms: ['i know', 'realise', 'realize', 'i need', 'i do best', 'i prefer', 'myself'],
      },
    ],
  },
  {
    id: 'beh-motivation-008',
    type: 'behavioural',
    skill: 'motivation',
    levels: ['mid', 'senior'],
    text: 'Tell me about a period when your work felt frustrating or pointless. How did you handle it, and what changed?',
    keyConcepts: [
      {
        label: 'honest about the cause',
        terms: ['cause', 'cancel', 'no impact', 'repetitive', 'no direction', 'blocked', 'pointless'],
      },
      {
        label: 'raised it constructively',
        terms: ['manager', 'talk', 'raise', 'one on one', 'feedback', 'honest'],
      },
      {
        label: 'took action',
        terms: ['change', 'new project', 'volunteer', 'learn', 'moved', 'found'],
      },
      LESSON,
    ],
  },

  // --------------------------------------------------------------- integrity
  {
    id: 'beh-integrity-001',
    type: 'behavioural',
    skill: 'integrity',
    levels: ['junior', 'mid'],
    text: 'Tell me about a time you made a mistake that nobody else had noticed yet. What did you do about it?',
    keyConcepts: [
      {
        label: 'told someone',
        terms: ['told', 'admit', 'report', 'let them know', 'raise', 'honest'],
      },
      {
        label: 'did it promptly',
        terms: ['straight away', 'immediately', 'quickly', 'as soon as', 'right away'],
      },
      {
        label: 'fixed it',
        terms: ['fix', 'correct', 'repair', 'undo', 'solve', 'resolve'],
      },
      {
        label: 'why honesty mattered',
        terms: ['trust', 'right thing', 'integrity', 'honest', 'worse later', 'hide'],
      },
    ],
  },
  {
    id: 'beh-integrity-002',
    type: 'behavioural',
    skill: 'integrity',
    levels: ['mid', 'senior'],
    text: 'Describe a time you were asked to do something you felt was wrong, or that cut too many corners. How did you respond?',
    keyConcepts: [
      {
        label: 'named the concern',
        terms: ['concern', 'wrong', 'risk', 'unsafe', 'unethical', 'corner', 'legal'],
      },
      {
        label: 'raised it respectfully',
        terms: ['raise', 'spoke', 'talk', 'manager', 'respectful', 'explain', 'push back'],
      },
      {
        label: 'offered a better path',
        terms: ['alternative', 'instead', 'propose', 'option', 'safer', 'suggest'],
      },
      {
        label: 'held the line',
        terms: ['refuse', 'would not', 'wouldnt', 'stand firm', 'escalate', 'held', 'principle'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-integrity-003',
    type: 'behavioural',
    skill: 'integrity',
    levels: ['junior', 'mid', 'senior'],
    text: 'Tell me about a time you had to admit that you did not know the answer to something. How did you handle it?',
    keyConcepts: [
      {
        label: 'said so honestly',
        terms: ['do not know', 'dont know', 'admit', 'honest', 'not sure', 'did not know', 'didnt know', 'no idea'],
      },
      {
        label: 'committed to find out',
        terms: ['find out', 'get back', 'look into', 'follow up', 'research', 'ask'],
      },
      {
        label: 'followed through',
        terms: ['came back', 'got back', 'answer', 'later that', 'next day', 'follow through'],
      },
      {
        label: 'why it builds trust',
        terms: ['trust', 'credibility', 'credible', 'respect', 'guess', 'bluff', 'make up'],
      },
    ],
  },
  {
    id: 'beh-integrity-004',
    type: 'behavioural',
    skill: 'integrity',
    levels: ['mid', 'senior'],
    text: 'Give me an example of a time you reported a risk or bad news honestly, even though it would have been easier to stay quiet.',
    keyConcepts: [
      {
        label: 'what was at stake',
        terms: ['risk', 'problem', 'issue', 'cost', 'customer', 'safety', 'security'],
      },
      {
        label: 'why staying quiet was tempting',
        terms: ['easier', 'tempting', 'awkward', 'pressure', 'unpopular', 'afraid'],
      },
      {
        label: 'how it was raised',
        terms: ['raise', 'report', 'told', 'escalate', 'written', 'flag'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-integrity-005',
    type: 'behavioural',
    skill: 'integrity',
    levels: ['senior'],
    text: 'Tell me about a time you made an unpopular decision because you believed it was the right thing to do. How did you explain it to the people affected?',
    keyConcepts: [
      {
        label: 'principled reasoning',
        terms: ['right thing', 'principle', 'long term', 'fair', 'value', 'ethic'],
      },
      {
        label: 'considered the people affected',
        terms: ['affected', 'impact', 'listen', 'concern', 'empathy', 'acknowledge'],
      },
      {
        label: 'explained openly',
        terms: ['explain', 'transparent', 'honest', 'in person', 'reason', 'meeting'],
      },
      {
        label: 'owned the consequences',
        terms: ['own', 'responsibility', 'accountable', 'consequence', 'stand by'],
      },
      OUTCOME,
    ],
  },
  {
    id: 'beh-integrity-006',
    type: 'behavioural',
    skill: 'integrity',
    levels: ['junior', 'mid'],
    text: 'Describe a time you made sure someone else got credit for work that might have been seen as yours. Why did it matter to you?',
    keyConcepts: [
      {
        label: 'recognised their contribution',
        terms: ['credit', 'contribution', 'their idea', 'they did', 'recognise', 'recognize'],
      },
      {
        label: 'said it publicly',
        terms: ['publicly', 'meeting', 'mention', 'told', 'in front of', 'thank'],
      },
      {
        label: 'why it matters',
        terms: ['fair', 'trust', 'honest', 'right thing', 'deserve', 'motivate'],
      },
    ],
  },
  {
    id: 'beh-integrity-007',
    type: 'behavioural',
    skill: 'integrity',
    levels: ['mid', 'senior'],
    text: "People in {role} roles often have access to sensitive information, such as user data, confidential plans or a colleague's personal situation. Tell me about a time you had to handle something like that.",
    keyConcepts: [
      {
        label: 'recognised it as sensitive',
        terms: ['sensitive', 'confidential', 'private', 'personal data', 'privacy', 'secret'],
      },
      {
        label: 'limited access and sharing',
        terms: ['need to know', 'access', 'not share', 'limit', 'permission', 'encrypt'],
      },
      {
        label: 'followed policy or law',
        terms: ['policy', 'gdpr', 'law', 'compliance', 'rule', 'legal'],
      },
      {
        label: 'respect for the people involved',
        terms: ['respect', 'trust', 'discreet', 'dignity', 'consent'],
      },
    ],
  },
  {
    id: 'beh-integrity-008',
    type: 'behavioural',
    skill: 'integrity',
    levels: ['junior'],
    text: 'Tell me about a time at school, in an internship or in a job when you saw someone break a rule or cut a corner. What did you do?',
    keyConcepts: [
      {
        label: 'weighed the situation',
        terms: ['serious', 'harm', 'risk', 'unfair', 'think about', 'consider'],
      },
      {
        label: 'spoke to the person first',
        terms: ['talk to', 'spoke', 'asked them', 'privately', 'directly', 'told them'],
      },
      {
        label: 'escalated if needed',
        terms: ['report', 'teacher', 'manager', 'supervisor', 'escalate', 'professor'],
      },
      {
        label: 'own values',
        terms: ['right thing', 'honest', 'fair', 'value', 'integrity', 'principle'],
      },
    ],
  },
];
