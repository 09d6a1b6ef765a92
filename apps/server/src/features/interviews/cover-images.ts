import { createHash } from 'node:crypto';

/**
 * Cover images shipped with the web app (apps/web/public/covers), never hot-linked. Each interview
 * gets one chosen from its id, so the same interview always shows the same cover.
 */
export const COVER_IMAGES = [
  '/covers/aurora.svg',
  '/covers/beacon.svg',
  '/covers/cascade.svg',
  '/covers/ember.svg',
  '/covers/harbor.svg',
  '/covers/lumen.svg',
  '/covers/meridian.svg',
  '/covers/nimbus.svg',
  '/covers/orbit.svg',
  '/covers/quartz.svg',
] as const;

export function coverImageFor(interviewId: string): string {
  const index = createHash('sha256').update(interviewId).digest().readUInt32BE(0) % COVER_IMAGES.length;
  return COVER_IMAGES[index]!;
}
