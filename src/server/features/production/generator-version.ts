import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * Bump when the pack's layout or a file's format changes (names, manifest columns, G-code conventions), so a
 * plotter operator's tooling can tell packs apart.
 */
export const PACK_FORMAT_VERSION = 1;

/** The app's version from package.json (the server runs from source, so the file is beside it). */
export const APP_VERSION: string = z
  .object({ version: z.string() })
  .parse(JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'))).version;
