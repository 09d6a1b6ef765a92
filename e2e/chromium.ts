/** The system Chromium the journeys drive; Playwright never downloads a browser of its own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and quiet on this machine's closed network (no background connections to Google). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * A fake microphone that plays `wav` once (`%noloop`) from the moment a page opens it, with the
 * permission prompt answered yes, and sound allowed to play without a click.
 */
export const microphoneArgs = (wav: string) => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${wav}%noloop`,
  '--autoplay-policy=no-user-gesture-required',
];

/** A microphone exists, but every permission prompt is answered no (the user clicked Block). */
export const blockedMicrophoneArgs = [
  '--use-fake-device-for-media-stream',
  '--deny-permission-prompts',
  '--autoplay-policy=no-user-gesture-required',
];
