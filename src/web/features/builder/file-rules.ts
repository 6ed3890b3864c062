import type { DesignSlot } from './builder-state';

/** Upload rules of the builder (public-site.md §5, §9). */
const DESIGN_MAX_BYTES = 10 * 1024 * 1024;
const LOGO_MAX_BYTES = 5 * 1024 * 1024;

interface FileRule {
  maxBytes: number;
  mimeTypes: readonly string[];
  extensions: readonly string[];
  /** The `accept` attribute of the file input. */
  accept: string;
  tooLarge: string;
  wrongType: string;
  /** Shown when reading or storing the file fails (§8). */
  processError: string;
}

/** A rule with its file input's `accept`: the MIME types, then the extensions. */
function fileRule(rule: Omit<FileRule, 'accept'>): FileRule {
  return { ...rule, accept: [...rule.mimeTypes, ...rule.extensions].join(',') };
}

/** The front and the back take the same files; only the message for a file that fails names the side. */
const DESIGN_FILES = {
  maxBytes: DESIGN_MAX_BYTES,
  mimeTypes: ['image/png', 'image/jpeg', 'application/pdf'],
  extensions: ['.png', '.jpg', '.jpeg', '.pdf'],
  tooLarge: 'Please upload an image smaller than 10MB',
  wrongType: 'Please upload a PNG, JPEG or PDF file.',
};

export const FILE_RULES: Record<DesignSlot, FileRule> = {
  frontDesign: fileRule({ ...DESIGN_FILES, processError: 'Failed to process front design file' }),
  backDesign: fileRule({ ...DESIGN_FILES, processError: 'Failed to process back design file' }),
  logo: fileRule({
    maxBytes: LOGO_MAX_BYTES,
    mimeTypes: ['image/png', 'image/jpeg', 'image/svg+xml'],
    extensions: ['.png', '.jpg', '.jpeg', '.svg'],
    tooLarge: 'Please upload a logo smaller than 5MB',
    wrongType: 'Please upload a PNG, JPEG or SVG file.',
    processError: 'Failed to process logo file',
  }),
};

export interface FileProblem {
  title: string;
  description: string;
}

/** The toast for a file the slot cannot take, or null. The server checks the bytes again. */
export function fileProblem(
  slot: DesignSlot,
  file: Pick<File, 'name' | 'type' | 'size'>,
): FileProblem | null {
  const rule = FILE_RULES[slot];
  const name = file.name.toLowerCase();
  const typeOk = rule.mimeTypes.includes(file.type) || rule.extensions.some((ext) => name.endsWith(ext));
  if (!typeOk) return { title: 'Invalid file type', description: rule.wrongType };
  if (file.size > rule.maxBytes) return { title: 'File too large', description: rule.tooLarge };
  return null;
}
