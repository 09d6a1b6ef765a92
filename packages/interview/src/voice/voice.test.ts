import { describe, expect, it } from 'vitest';
import { extractAmount, extractDraft, extractLevel, extractRole, extractTechstack, extractType } from './extract.ts';
import { GenerationWorkflow, type CompleteDraft, type Utterance } from './generation-workflow.ts';
import { INTERVIEWER_CLOSING, ScriptedInterviewer } from './interviewer.ts';

async function reply(
  brain: { respond(h: Utterance[], o: { signal: AbortSignal }): AsyncIterable<unknown> },
  history: Utterance[],
) {
  const chunks: unknown[] = [];
  for await (const chunk of brain.respond(history, { signal: new AbortController().signal })) chunks.push(chunk);
  const text = chunks
    .filter((c): c is { type: 'text'; text: string } => (c as { type: string }).type === 'text')
    .map((c) => c.text)
    .join(' ');
  return { text, endsCall: chunks.some((c) => (c as { type: string }).type === 'end-call') };
}

describe('extracting an interview from speech', () => {
  it.each([
    ['a junior position', 'junior'],
    ['entry level please', 'junior'],
    ["I'd say mid level", 'mid'],
    ['intermediate', 'mid'],
    ['senior', 'senior'],
    ["I'm a staff engineer", 'senior'],
    ['I have about seven years of experience', 'senior'],
    ['two years', 'junior'],
  ])('level from %j', (text, level) => expect(extractLevel(text)).toBe(level));

  it.each([
    ['behavioral', 'behavioural'],
    ['behavioural questions', 'behavioural'],
    ['technical', 'technical'],
    ['a bit of both', 'mixed'],
    ['mixed please', 'mixed'],
  ])('type from %j', (text, type) => expect(extractType(text)).toBe(type));

  it.each([
    ['five', 5],
    ['ten questions', 10],
    ['let us do 7', 7],
    ['maybe four', 5],
    ['six', 7],
    ['two', 3],
    ['twenty', 10],
  ])('amount from %j', (text, amount) => expect(extractAmount(text)).toBe(amount));

  it('finds technologies by their spoken names', () => {
    expect(extractTechstack('React, TypeScript and node js')).toEqual(['React', 'TypeScript', 'Node.js']);
    expect(extractTechstack('python django and postgres')).toEqual(['Python', 'Django', 'PostgreSQL']);
    expect(extractTechstack('kubernetes and go')).toEqual(['Kubernetes', 'Go']);
    expect(extractTechstack('I want to go home and rest')).toEqual([]);
  });

  it('finds the role in a sentence', () => {
    expect(extractRole("I'm practising for a senior frontend developer role")).toBe('Frontend Developer');
    expect(extractRole('data analyst')).toBe('Data Analyst');
    expect(extractRole('um')).toBeUndefined();
  });

  it('reads several fields from one answer', () => {
    expect(extractDraft('a senior backend engineer, technical, with go and kubernetes, ten questions', 'role')).toEqual(
      {
        role: 'Backend Engineer',
        level: 'senior',
        type: 'technical',
        techstack: ['Go', 'Kubernetes'],
        amount: 10,
      },
    );
  });
});

describe('the interview generation workflow', () => {
  const run = async (answers: string[], create: (draft: CompleteDraft) => Promise<void>) => {
    const workflow = new GenerationWorkflow('Ada', create);
    const history: Utterance[] = [{ role: 'assistant', content: workflow.firstMessage() }];
    const said: string[] = [];
    let ended = false;
    for (const answer of answers) {
      history.push({ role: 'user', content: answer });
      const { text, endsCall } = await reply(workflow, history);
      history.push({ role: 'assistant', content: text });
      said.push(text);
      ended = endsCall;
    }
    return { first: workflow.firstMessage(), said, ended };
  };

  it('greets the user, asks for each field, confirms, creates, and hangs up', async () => {
    const created: CompleteDraft[] = [];
    const { first, said, ended } = await run(
      ['frontend developer', 'technical', 'mid level', 'react and typescript', 'five', 'yes please'],
      async (draft) => void created.push(draft),
    );
    expect(first).toBe("Hi Ada! I'll set up a practice interview for you. What job role are you preparing for?");
    expect(said[0]).toMatch(/behavioural, technical, or a mix/);
    expect(said[1]).toMatch(/junior, mid-level, or senior/);
    expect(said[2]).toMatch(/Which technologies/);
    expect(said[3]).toMatch(/How many questions/);
    expect(said[4]).toBe(
      'To confirm: a mid-level Frontend Developer interview, technical, covering React and TypeScript, with 5 questions. Shall I create it?',
    );
    expect(said[5]).toMatch(/Your interview is ready/);
    expect(ended).toBe(true);
    expect(created).toEqual([
      { role: 'Frontend Developer', type: 'technical', level: 'mid', techstack: ['React', 'TypeScript'], amount: 5 },
    ]);
  });

  it('takes everything at once, re-asks what it did not understand, and lets the user change a field', async () => {
    const created: CompleteDraft[] = [];
    const { said } = await run(
      [
        'a senior data engineer, mixed, with python and aws, seven questions',
        'no, change the level',
        'banana',
        'junior',
        'yes',
      ],
      async (draft) => void created.push(draft),
    );
    expect(said[0]).toMatch(
      /^To confirm: a senior Data Engineer interview, mixed, covering Python and AWS, with 7 questions/,
    );
    expect(said[1]).toMatch(/What level is the role/);
    expect(said[2]).toMatch(/didn't catch the level/);
    expect(said[3]).toMatch(/^To confirm: a junior Data Engineer interview/);
    expect(created[0]).toMatchObject({ level: 'junior', role: 'Data Engineer', amount: 7 });
  });

  it('says so and hangs up when the interview cannot be created', async () => {
    const { said, ended } = await run(['qa engineer technical junior selenium three questions', 'yes'], async () => {
      throw new Error('database down');
    });
    expect(said[1]).toMatch(/couldn't create the interview/);
    expect(ended).toBe(true);
  });
});

describe('the scripted interviewer', () => {
  const questions = ['Tell me about a project you are proud of.', 'How would you design a rate limiter?'];

  it('asks in order, follows up once on a thin answer, redirects HR questions, closes and hangs up', async () => {
    const interviewer = new ScriptedInterviewer(questions, ['behavioural', 'technical']);
    const history: Utterance[] = [{ role: 'assistant', content: interviewer.firstMessage() }];
    const turn = async (answer: string) => {
      history.push({ role: 'user', content: answer });
      const r = await reply(interviewer, history);
      history.push({ role: 'assistant', content: r.text });
      return r;
    };
    expect((await turn('Yes, ready.')).text).toBe(`Great, let's begin. First question. ${questions[0]}`);
    expect((await turn('A checkout page.')).text).toBe(
      'Could you give me a specific example, and tell me what the result was?',
    );
    const long =
      'At my last job I rebuilt the checkout page with my team, we measured the conversion first, then shipped the new flow behind a flag, and conversion went up by eight percent.';
    expect((await turn(long)).text).toMatch(
      /^Thank you\. And the last question\. How would you design a rate limiter\?$/,
    );
    expect((await turn('What is the salary range for this role?')).text).toMatch(/HR team/);
    expect((await turn('Sorry, could you repeat that?')).text).toBe(`Of course. ${questions[1]}`);
    const final = await turn(long.replace('checkout page', 'rate limiter with a token bucket'));
    expect(final.text).toContain(INTERVIEWER_CLOSING);
    expect(final.endsCall).toBe(true);
    expect((await turn('bye')).text).toBe('');
  });

  it('moves on from "I don\'t know" without a follow-up', async () => {
    const interviewer = new ScriptedInterviewer(questions);
    await reply(interviewer, [{ role: 'user', content: 'ready' }]);
    const r = await reply(interviewer, [{ role: 'user', content: "I don't know" }]);
    expect(r.text).toMatch(/^That's alright, let's move on\. And the last question\./);
  });
});
