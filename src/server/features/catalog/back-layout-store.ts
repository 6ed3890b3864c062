import { eq } from 'drizzle-orm';
import { backLayoutOf, type TBackLayout } from '../../../shared/back-layout';
import { ZBackLayoutSchema } from '../../../shared/back-layout-schema';
import type { DbOrTx } from '../../db/client';
import { designTemplates } from '../../db/schema';

/** What decides a campaign's (or a program's) card back. */
export interface CardDesign {
  designSource: string;
  templateId: number | null;
}

/** A stored layout as the catalogue offers it: one that no longer passes the rules counts as none. */
export function storedBackLayout(value: unknown): TBackLayout | null {
  return value ? (ZBackLayoutSchema.safeParse(value).data ?? null) : null;
}

/**
 * The card back a campaign's notes are written on (`backLayoutOf`): its two-sided template's layout, else the
 * default one. One query; the proofs, the checks and the production pack all ask here.
 */
export async function backLayoutFor(db: DbOrTx, design: CardDesign): Promise<TBackLayout> {
  if (design.designSource !== 'template' || design.templateId === null) return backLayoutOf('upload', null);
  const [row] = await db
    .select({ twoSided: designTemplates.twoSided, backLayout: designTemplates.backLayout })
    .from(designTemplates)
    .where(eq(designTemplates.id, design.templateId));
  return backLayoutOf(
    design.designSource,
    row ? { twoSided: row.twoSided, backLayout: storedBackLayout(row.backLayout) } : null,
  );
}
