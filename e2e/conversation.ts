import {
  GenerationWorkflow,
  guessQuestionType,
  INTERVIEWER_FIRST_MESSAGE,
  ScriptedInterviewer,
  type Utterance,
} from '@mockingbird/interview';
import { MicrophoneScript, speakingMs } from './speech.ts';

/** The server waits this long after speech before taking the turn (CALL_SILENCE_MS). */
const ENDPOINTING_MS = 900;
/** Recognising an utterance, thinking, and the first sentence's synthesis, with room to spare on a busy machine. */
const TURN_MARGIN_MS = 3500;

interface Brain {
  respond(
    history: readonly Utterance[],
    options: { signal: AbortSignal },
  ): AsyncIterable<{ type: string; text?: string }>;
}

/** What the brain says in reply to the conversation so far (the same code the server runs). */
async function reply(brain: Brain, history: Utterance[]): Promise<string> {
  let text = '';
  for await (const chunk of brain.respond(history, { signal: new AbortController().signal })) {
    if (chunk.text) text += chunk.text;
  }
  history.push({ role: 'assistant', content: text });
  return text;
}

/**
 * A candidate's side of a conversation as a fake-microphone recording: silent while the assistant
 * speaks (its turns are worked out by running the server's own scripted brain and timing flite saying
 * them), then each answer. Each answer starts after the assistant's turn is over, never over it.
 */
async function script(brain: Brain, firstMessage: string, answers: readonly string[], voice: string) {
  const history: Utterance[] = [{ role: 'assistant', content: firstMessage }];
  const mic = new MicrophoneScript();
  const assistantTurns = [firstMessage];
  mic.silence((await speakingMs(firstMessage)) + TURN_MARGIN_MS);
  for (const answer of answers) {
    await mic.say(answer, voice);
    history.push({ role: 'user', content: answer });
    const said = await reply(brain, history);
    assistantTurns.push(said);
    mic.silence(ENDPOINTING_MS + (await speakingMs(said)) + TURN_MARGIN_MS);
  }
  return { mic, assistantTurns };
}

/** The candidate's side of a generation call with the built-in Interview Generator. */
export function generationScript(userName: string, answers: readonly string[], voice: string) {
  const workflow = new GenerationWorkflow(userName, async () => undefined);
  return script(workflow, workflow.firstMessage(), answers, voice);
}

/** The candidate's side of an interview with the scripted interviewer. */
export function interviewScript(questions: readonly string[], answers: readonly string[], voice: string) {
  const interviewer = new ScriptedInterviewer(questions, questions.map(guessQuestionType));
  return script(interviewer, INTERVIEWER_FIRST_MESSAGE, answers, voice);
}
