import type { Config } from '../config.ts';

/** Daily (the media layer of Vapi's calls): its API and call servers, over HTTPS and WebSockets. */
const DAILY_CONNECT = ['https://*.daily.co', 'wss://*.daily.co'];
/** daily-js loads its call machine bundle from Daily's CDN as a script (its `avoidEval` mode). */
const DAILY_SCRIPTS = 'https://c.daily.co';

/**
 * The Content-Security-Policy directives on top of helmet's strict defaults: only what this server's
 * configuration needs the browser to reach. The app's own call socket is covered by 'self' (CSP 3
 * matches ws:/wss: on the same host); with PUBLIC_URL its ws(s) origin is also named, for browsers
 * that do not. AudioWorklet modules are scripts, loaded from 'self'.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[] | null> {
  const https = config.publicOrigin?.startsWith('https:') ?? false;
  const scriptSrc = ["'self'"];
  const connectSrc = ["'self'"];
  const directives: Record<string, string[] | null> = { upgradeInsecureRequests: https ? [] : null };
  if (config.publicOrigin) connectSrc.push(config.publicOrigin.replace(/^http/, 'ws'));
  if (config.google.clientId) {
    // Google Identity Services loads its script and button frame from accounts.google.com.
    scriptSrc.push('https://accounts.google.com/gsi/client');
    connectSrc.push('https://accounts.google.com/gsi/');
    directives.frameSrc = ["'self'", 'https://accounts.google.com/gsi/'];
  }
  if (config.vapi) {
    // Vapi's web calls: POST /call/web on Vapi's API, then a Daily call (its bundle, servers, and
    // the workers and media it makes from blobs).
    connectSrc.push(new URL(config.vapi.apiBaseUrl).origin, ...DAILY_CONNECT);
    scriptSrc.push(DAILY_SCRIPTS);
    directives.workerSrc = ["'self'", 'blob:'];
    directives.mediaSrc = ["'self'", 'blob:'];
  }
  return { ...directives, scriptSrc, connectSrc };
}
