import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The local operations token: `npm run scheduler` cannot open the embedded database while the server holds it, so
 * it asks the server to run the pass, authenticated by a token only someone who can read DATA_DIR has (file mode
 * 0600, like the database beside it). Valid for the scheduler run route only. Kept across restarts so processes
 * sharing a DATA_DIR agree; delete the file and restart to change it.
 */
export const OPERATIONS_FILE = 'operations-token.json';

const ZOperationsFileSchema = z.object({
  token: z.string().min(32),
  /** Where this server listens, for the CLI (written once it listens). */
  url: z.string().optional(),
});
export type OperationsFile = z.infer<typeof ZOperationsFileSchema>;

function operationsFilePath(dataDir: string): string {
  return path.join(dataDir, OPERATIONS_FILE);
}

export function readOperationsFile(dataDir: string): OperationsFile | undefined {
  try {
    const parsed = ZOperationsFileSchema.safeParse(
      JSON.parse(fs.readFileSync(operationsFilePath(dataDir), 'utf8')),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Written to a temporary file first, so a reader never sees half of it; 0600 from the start. */
function writeOperationsFile(dataDir: string, content: OperationsFile): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = operationsFilePath(dataDir);
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(content), { mode: 0o600 });
  fs.chmodSync(temp, 0o600);
  fs.renameSync(temp, file);
}

export interface OperationsToken {
  matches(candidate: string): boolean;
  /** Records the address this server answers on, for the CLI. */
  recordUrl(url: string): void;
}

/** Reads the token from DATA_DIR, or makes and writes a new one. */
export function loadOperationsToken(dataDir: string): OperationsToken {
  const token = readOperationsFile(dataDir)?.token ?? randomBytes(32).toString('base64url');
  writeOperationsFile(dataDir, { token });
  const digest = sha256(token);
  return {
    matches: (candidate) => timingSafeEqual(sha256(candidate), digest),
    recordUrl: (url) => writeOperationsFile(dataDir, { token, url }),
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();
