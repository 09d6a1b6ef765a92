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
  // Joined as the voice pipeline joins them: as they are.
  const text = chunks
    .filter((c): c is { type: 'text'; text: string } => (c as { type: string }).type === 'text')
    .map((c) => c.text)
    .join('')
    .trim();
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

  it.each([
    'a senior backend engineer interview, technical, five questions on Python and PostgreSQL',
    // As pocketsphinx writes it: lower case, no punctuation, the database's name in two words.
    'a senior backend engineer interview technical five questions on python and postgres sql',
    'a senior backend engineer interview technical five questions on python and postgre sequel',
  ])('reads a whole request said in one sentence: %j', (text) => {
    expect(extractDraft(text, 'role')).toEqual({
      role: 'Backend Engineer',
      type: 'technical',
      level: 'senior',
      amount: 5,
      techstack: ['Python', 'PostgreSQL'],
    });
  });

  it.each([
    ['Five.', 'amount', { amount: 5 }],
    ['Ten!', 'amount', { amount: 10 }],
    ['five years of experience, ten questions', 'amount', { level: 'mid', amount: 10 }],
    ['I have five years of experience and I would like ten questions', 'level', { level: 'mid', amount: 10 }],
    ['Junior.', 'level', { level: 'junior' }],
    ['jr', 'level', { level: 'junior' }],
    ['jr.', 'level', { level: 'junior' }],
    ['DevOps engineer', 'role', { role: 'DevOps Engineer' }],
    ['devops engineer', 'role', { role: 'DevOps Engineer' }],
    ['Backend mostly Go and Postgres .', 'role', { role: 'Backend', techstack: ['Go', 'PostgreSQL'] }],
    ['backend, mostly go and postgres.', 'role', { role: 'Backend', techstack: ['Go', 'PostgreSQL'] }],
    ['and data analyst', 'role', { role: 'Data Analyst' }],
    ['And data analyst.', 'role', { role: 'Data Analyst' }],
  ] as const)('reads %j, asked for the %s, as a recogniser writes it', (text, asking, draft) => {
    expect(extractDraft(text, asking)).toEqual(draft);
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

  it.each([
    'a senior backend engineer interview, technical, five questions on Python and PostgreSQL',
    'a senior backend engineer interview technical five questions on python and postgres sql',
  ])('takes a whole request in one sentence, confirms once, and creates it on yes: %j', async (request) => {
    const created: CompleteDraft[] = [];
    const { said, ended } = await run([request, 'yes'], async (draft) => void created.push(draft));
    expect(said[0]).toBe(
      'To confirm: a senior Backend Engineer interview, technical, covering Python and PostgreSQL, with 5 questions. Shall I create it?',
    );
    expect(said[1]).toBe(
      'Great, creating your interview now. Your interview is ready. You will find it on your dashboard. Good luck!',
    );
    expect(ended).toBe(true);
    expect(created).toEqual([
      { role: 'Backend Engineer', type: 'technical', level: 'senior', techstack: ['Python', 'PostgreSQL'], amount: 5 },
    ]);
  });

  it('asks only for what is missing, reading punctuated short answers', async () => {
    const created: CompleteDraft[] = [];
    const { said } = await run(
      ['a junior data analyst interview with python', 'Behavioural.', 'Five.', 'Yes.'],
      async (draft) => void created.push(draft),
    );
    expect(said[0]).toBe('Should the interview be behavioural, technical, or a mix of both?');
    expect(said[1]).toBe('How many questions would you like: three, five, seven, or ten?');
    expect(said[2]).toBe(
      'To confirm: a junior Data Analyst interview, behavioural, covering Python, with 5 questions. Shall I create it?',
    );
    expect(created).toEqual([
      { role: 'Data Analyst', type: 'behavioural', level: 'junior', techstack: ['Python'], amount: 5 },
    ]);
  });

  it('says it is creating the interview as a sentence of its own, before the interview exists', async () => {
    let finishCreating!: () => void;
    const creating = new Promise<void>((resolve) => (finishCreating = resolve));
    const workflow = new GenerationWorkflow('Ada', () => creating);
    await reply(workflow, [{ role: 'user', content: 'a mid level qa engineer, mixed, selenium, three questions' }]);
    const chunks = workflow.respond([{ role: 'user', content: 'yes' }], { signal: new AbortController().signal });
    const iterator = chunks[Symbol.asyncIterator]();
    const first = await iterator.next();
    // Said while the interview is still being created, and ended so that it is spoken at once.
    expect(first.value).toEqual({
      type: 'text',
      text: expect.stringMatching(/^Great, creating your interview now\.\s$/),
    });
    finishCreating();
    const second = await iterator.next();
    expect(`${(first.value as { text: string }).text}${(second.value as { text: string }).text}`).toMatch(
      /now\. Your interview is ready\./,
    );
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
