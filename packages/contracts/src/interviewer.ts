import type { AssistantBody } from './platform.ts';

/**
 * The take-interview assistant of spec §3 ("Interviewer"), sent inline by the web app with the
 * interview's questions as the `questions` variable. It crosses the wire (POST /call/web), so it
 * lives here, once, for the app, the server and the scripted interviewer.
 */
export const INTERVIEWER_FIRST_MESSAGE =
  "Hello! Thank you for taking the time to speak with me today. I'm looking forward to learning about you and your experience. Shall we begin?";

/** The interviewer's instructions; `{{questions}}` becomes the dash-bulleted question list. */
export const INTERVIEWER_SYSTEM_PROMPT = `You are a professional job interviewer conducting a real-time voice interview with a candidate. Assess their qualifications, motivation and fit for the role.

Interview guidelines:
Follow the structured question flow:
{{questions}}

Engage naturally and react appropriately:
- Listen actively to the answers and acknowledge them before moving forward.
- Ask a brief follow-up question when an answer is vague or needs more detail.
- Keep the conversation flowing smoothly while staying in control.
- Be professional, yet warm and welcoming. Use official yet friendly language.
- Keep your answers short and simple, as in a real voice interview. Do not ramble.

Answer the candidate's questions professionally:
- If asked about the role, the company or expectations, give a clear and relevant answer.
- If you are not sure, redirect the candidate to HR for more details.

Conclude the interview properly:
- Thank the candidate for their time.
- Tell them the company will reach out soon with feedback.
- End the conversation on a polite and positive note, then end the call.

This is a voice conversation: speak in plain sentences, with no lists, symbols or markdown.`;

/** Voice settings the spec gives the interviewer (spec §9; applied by voices that support them). */
export const INTERVIEWER_VOICE_SETTINGS = { speed: 0.9, stability: 0.4, similarityBoost: 0.8, style: 0.5 } as const;

/** The spec's `questions` variable: one "- question" per line. */
export function questionsAsDashList(questions: readonly string[]): string {
  return questions.map((question) => `- ${question}`).join('\n');
}

/** The Interviewer assistant (spec §3): English transcriber, a synthetic voice, a GPT-4-class model. */
export const INTERVIEWER_ASSISTANT = {
  name: 'Interviewer',
  firstMessage: INTERVIEWER_FIRST_MESSAGE,
  transcriber: { provider: 'deepgram', model: 'nova-2', language: 'en' },
  voice: { provider: '11labs', voiceId: 'sarah', ...INTERVIEWER_VOICE_SETTINGS, useSpeakerBoost: true },
  model: {
    provider: 'openai',
    model: 'gpt-4',
    messages: [{ role: 'system', content: INTERVIEWER_SYSTEM_PROMPT }],
  },
} satisfies AssistantBody;
