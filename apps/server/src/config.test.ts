import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('config', () => {
  it('runs with no settings at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      logLevel: 'info',
      sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
      google: {
        clientId: undefined,
        issuers: ['https://accounts.google.com', 'accounts.google.com'],
        jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      },
    });
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', GOOGLE_CLIENT_ID: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      google: { clientId: undefined },
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: '8080',
      DATABASE_URL: 'postgres://app:secret@db:5432/mockingbird',
      PUBLIC_URL: 'https://mockingbird.example.com/some/path',
      TRUST_PROXY: 'true',
      SESSION_TTL_DAYS: '7',
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_ISSUER: 'https://issuer.example',
    });
    expect(config).toMatchObject({
      env: 'production',
      host: '0.0.0.0',
      port: 8080,
      databaseUrl: 'postgres://app:secret@db:5432/mockingbird',
      publicOrigin: 'https://mockingbird.example.com',
      trustProxy: 1,
      sessionTtlMs: 7 * 24 * 60 * 60 * 1000,
      google: { clientId: 'id.apps.googleusercontent.com', issuers: ['https://issuer.example'] },
    });
  });

  it('lists every bad value with the setting to change', () => {
    let thrown: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'maybe',
        NODE_ENV: 'staging',
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const error = thrown as ConfigError;
    expect(error.problems).toHaveLength(5);
    expect(error.problems).toEqual(
      expect.arrayContaining([
        'PORT must be a whole number (got "eighty")',
        expect.stringMatching(/^DATABASE_URL must be a postgres:\/\/ URL.*\(got "mysql:\/\/x"\)$/),
        expect.stringMatching(/^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/),
        'TRUST_PROXY must be false, the number of proxies in front of the server (1 for one reverse proxy), or a comma-separated list of their addresses (got "maybe")',
        'NODE_ENV must be development, production or test (got "staging")',
      ]),
    );
    expect(error.message).toContain('see the Configuration table in README.md');
  });

  it("trusts X-Forwarded-For only as far as TRUST_PROXY says: a hop count or the proxies' addresses", () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    // `true` is one proxy, not "believe the whole header", which any client could write.
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.2, 192.168.0.0/16,::1')).toEqual(['10.0.0.2', '192.168.0.0/16', '::1']);
    for (const bad of ['11', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/1']) {
      expect(() => trust(bad), bad).toThrow(ConfigError);
    }
  });

  it('rejects out-of-range numbers', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be at most 65535 (got "70000")');
    expect(() => loadConfig({ SESSION_TTL_DAYS: '0' })).toThrow('SESSION_TTL_DAYS must be at least 1 (got "0")');
  });

  it('configures no model by default, and each provider with its defaults', () => {
    expect(loadConfig({}).llm).toBeUndefined();
    expect(loadConfig({ LLM_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/' }).llm).toEqual({
      provider: 'openai',
      model: 'gpt-4o-mini',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      timeoutMs: 30_000,
    });
    expect(
      loadConfig({ LLM_PROVIDER: 'google', GOOGLE_GENERATIVE_AI_API_KEY: 'k', LLM_MODEL: 'gemini-x' }).llm,
    ).toEqual({
      provider: 'google',
      model: 'gemini-x',
      baseUrl: undefined,
      apiKey: 'k',
      timeoutMs: 30_000,
    });
  });

  it('asks for the key a hosted model needs', () => {
    expect(() => loadConfig({ LLM_PROVIDER: 'openai' })).toThrow('OPENAI_API_KEY is required');
    expect(() => loadConfig({ LLM_PROVIDER: 'google' })).toThrow('GOOGLE_GENERATIVE_AI_API_KEY is required');
    expect(() => loadConfig({ LLM_PROVIDER: 'claude' })).toThrow(
      'LLM_PROVIDER must be none, openai or google (got "claude")',
    );
  });

  it('configures the voice: offline engines by default, hosted ones with their keys', () => {
    expect(loadConfig({}).voice).toEqual({
      defaultMode: 'auto',
      stt: { provider: 'pocketsphinx', modelDir: '/usr/share/pocketsphinx/model/en-us' },
      tts: { provider: 'flite', voice: 'slt' },
      vad: 'energy',
      silenceMs: 900,
      silenceTimeoutMs: 30_000,
      maxDurationMs: 1_800_000,
      tokenTtlMs: 60_000,
    });
    expect(
      loadConfig({
        CALL_DEFAULT_MODE: 'audio',
        STT_PROVIDER: 'deepgram',
        DEEPGRAM_API_KEY: 'dg',
        TTS_PROVIDER: 'elevenlabs',
        ELEVENLABS_API_KEY: 'el',
        VAD_PROVIDER: 'silero',
        CALL_SILENCE_MS: '600',
      }).voice,
    ).toMatchObject({
      defaultMode: 'audio',
      stt: { provider: 'deepgram', apiKey: 'dg', url: 'wss://api.deepgram.com/v1/listen', model: 'nova-2' },
      tts: { provider: 'elevenlabs', apiKey: 'el', baseUrl: 'https://api.elevenlabs.io' },
      vad: 'silero',
      silenceMs: 600,
    });
    expect(() => loadConfig({ VAD_PROVIDER: 'webrtc' })).toThrow(
      'VAD_PROVIDER must be energy or silero (got "webrtc")',
    );
    expect(() => loadConfig({ STT_PROVIDER: 'deepgram' })).toThrow(
      'DEEPGRAM_API_KEY is required when STT_PROVIDER=deepgram',
    );
    expect(() => loadConfig({ TTS_PROVIDER: 'openai' })).toThrow(
      'OPENAI_API_KEY is required when STT_PROVIDER or TTS_PROVIDER is openai with api.openai.com',
    );
    expect(() => loadConfig({ CALL_SILENCE_MS: '50' })).toThrow('CALL_SILENCE_MS must be at least 200 (got "50")');
    expect(loadConfig({ CALL_DEFAULT_MODE: 'client-speech' }).voice.defaultMode).toBe('client-speech');
    expect(() => loadConfig({ CALL_DEFAULT_MODE: 'browser' })).toThrow(
      'CALL_DEFAULT_MODE must be auto, client-speech or audio (got "browser")',
    );
  });

  it("uses this server's own voice platform unless Vapi's public key is set", () => {
    expect(loadConfig({}).vapi).toBeUndefined();
    expect(loadConfig({ VAPI_PUBLIC_KEY: ' key ' }).vapi).toEqual({
      publicKey: 'key',
      workflowId: undefined,
      apiBaseUrl: 'https://api.vapi.ai',
    });
    expect(
      loadConfig({ VAPI_PUBLIC_KEY: 'key', VAPI_WORKFLOW_ID: 'wf', VAPI_API_BASE_URL: 'https://vapi.example.com/' })
        .vapi,
    ).toEqual({ publicKey: 'key', workflowId: 'wf', apiBaseUrl: 'https://vapi.example.com' });
  });

  it('names the Vapi setting that is wrong', () => {
    expect(() => loadConfig({ VAPI_PUBLIC_KEY: 'key', VAPI_API_BASE_URL: 'http://api.vapi.ai' })).toThrow(
      'VAPI_API_BASE_URL must be an https URL such as https://api.vapi.ai (got "http://api.vapi.ai")',
    );
    expect(() => loadConfig({ VAPI_API_BASE_URL: 'api.vapi.ai' })).toThrow('VAPI_API_BASE_URL must be an https URL');
    expect(() => loadConfig({ VAPI_WORKFLOW_ID: 'wf' })).toThrow(
      "VAPI_WORKFLOW_ID is set but VAPI_PUBLIC_KEY is not: set VAPI_PUBLIC_KEY to run calls on Vapi's cloud",
    );
  });
});
