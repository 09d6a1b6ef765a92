import { INTERVIEWER_ASSISTANT, type AppConfig } from '@mockingbird/contracts';
import { Vapi, type VoiceClientErrorEvent } from '@mockingbird/voice-client';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startCall, voiceUnavailableReason, type VoiceConfig } from './voice-client.ts';

const mockingbird: VoiceConfig = {
  available: true,
  provider: 'mockingbird',
  publicKey: 'pk_local',
  apiBaseUrl: null,
  interviewGeneratorWorkflowId: 'generator-id',
  generationAvailable: true,
  defaultMode: 'auto',
  audioAvailable: true,
};

/**
 * A stand-in for Vapi's API on loopback: it records POST /call/web and answers as Vapi does when it
 * refuses a body (400 with a list of messages), so no Daily room is joined.
 */
async function vapiStandIn() {
  const requests: { path: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      requests.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(text) as Record<string, unknown>,
      });
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ message: ['assistant.voice.voiceId must be a valid voice'], error: 'Bad Request' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("starting the app's calls", () => {
  it("asks Vapi's cloud for the generator workflow with the user's name and id, and no Mockingbird fields", async () => {
    const vapi = await vapiStandIn();
    const config: AppConfig['voice'] = {
      ...mockingbird,
      provider: 'vapi',
      publicKey: 'vapi-public-key',
      apiBaseUrl: vapi.base,
      interviewGeneratorWorkflowId: 'vapi-workflow',
    };
    const client = new Vapi(
      config.publicKey!,
      config.apiBaseUrl!,
      {},
      {},
      { fetch: (input, init) => fetch(input, init) },
    );
    const errors: VoiceClientErrorEvent[] = [];
    client.on('error', (event) => errors.push(event));
    const call = await startCall(
      client,
      config,
      { kind: 'generate', userName: 'Ada', userId: 'u1' },
      { microphone: true },
    );
    expect(call).toBeNull();
    expect(vapi.requests).toEqual([
      {
        path: '/call/web',
        authorization: 'Bearer vapi-public-key',
        body: { workflowId: 'vapi-workflow', workflowOverrides: { variableValues: { username: 'Ada', userId: 'u1' } } },
      },
    ]);
    // Vapi's list of messages reaches the user as one message.
    expect(errors.map((e) => [e.error.reason, e.error.message])).toEqual([
      ['http-error', 'assistant.voice.voiceId must be a valid voice'],
    ]);
  });

  it('sends the interviewer inline with the questions, and asks Mockingbird for the mode', async () => {
    const vapi = await vapiStandIn();
    const client = new Vapi('pk_local', vapi.base, {}, {}, { fetch: (input, init) => fetch(input, init) });
    await startCall(
      client,
      { ...mockingbird, defaultMode: 'audio' },
      { kind: 'interview', interviewId: 'i1', questions: ['Why?', 'How?'] },
      { microphone: false },
    );
    expect(vapi.requests[0]!.body).toEqual({
      assistant: JSON.parse(JSON.stringify(INTERVIEWER_ASSISTANT)),
      assistantOverrides: { variableValues: { questions: '- Why?\n- How?' } },
      transport: { mode: 'audio' },
    });
  });

  it('asks for audio mode when a microphone was chosen (browser recognition only hears the default one)', async () => {
    const vapi = await vapiStandIn();
    const client = new Vapi('pk_local', vapi.base, {}, {}, { fetch: (input, init) => fetch(input, init) });
    await startCall(
      client,
      { ...mockingbird, defaultMode: 'client-speech' },
      { kind: 'interview', interviewId: 'i1', questions: ['Why?'] },
      { microphone: true, audioDeviceId: 'usb-headset' },
    );
    expect(vapi.requests[0]!.body.transport).toEqual({ mode: 'audio' });
  });

  it('says why voice cannot be used, naming what to set', () => {
    expect(voiceUnavailableReason(mockingbird, 'generate')).toBeNull();
    expect(voiceUnavailableReason({ ...mockingbird, available: false, reason: 'Voice is off.' }, 'interview')).toBe(
      'Voice is off.',
    );
    const noWorkflow = {
      ...mockingbird,
      provider: 'vapi' as const,
      interviewGeneratorWorkflowId: undefined,
      generationAvailable: false,
      generationReason: 'Set VAPI_WORKFLOW_ID to create interviews by voice.',
    };
    expect(voiceUnavailableReason(noWorkflow, 'generate')).toBe('Set VAPI_WORKFLOW_ID to create interviews by voice.');
    expect(voiceUnavailableReason(noWorkflow, 'interview')).toBeNull();
  });
});
