import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export interface PlatformIdentity {
  orgId: string;
  /** Bearer key for every platform route. */
  privateKey: string;
  /** Bearer key for starting web calls from a browser; safe to publish. */
  publicKey: string;
  /** The file the keys were kept in, and whether it was just made. */
  file: string;
  generated: boolean;
}

const stored = z.object({ orgId: z.uuid(), privateKey: z.string().min(16), publicKey: z.string().min(16) });

/**
 * The platform's organisation id and API keys. Keys from the environment win; otherwise they are
 * generated once into DATA_DIR/platform.json and reused on every start.
 */
export async function loadPlatformIdentity(
  dataDir: string,
  fromEnvironment: { privateKey: string | undefined; publicKey: string | undefined },
): Promise<PlatformIdentity> {
  const file = path.join(dataDir, 'platform.json');
  let saved: z.infer<typeof stored> | undefined;
  try {
    saved = stored.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`${file} is not a valid platform key file; fix or delete it to generate new keys`, {
        cause: error,
      });
    }
  }
  const generated = !saved;
  saved ??= {
    orgId: randomUUID(),
    privateKey: `sk_${randomBytes(24).toString('hex')}`,
    publicKey: `pk_${randomBytes(24).toString('hex')}`,
  };
  if (generated) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${JSON.stringify(saved, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    orgId: saved.orgId,
    privateKey: fromEnvironment.privateKey ?? saved.privateKey,
    publicKey: fromEnvironment.publicKey ?? saved.publicKey,
    file,
    generated,
  };
}
