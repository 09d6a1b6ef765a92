/**
 * Test doubles for code that uses this SDK. The Web Speech API's recognition is a hosted service
 * (and does not work in headless browsers), so tests of apps built on client-speech mode drive it
 * with {@link FakeSpeech}.
 */
export { FakeSpeech, FakeRecognition, FakeUtterance } from './fake-speech.ts';
