import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../lib/files/file-storage';
import type { Db } from './client';
import { adminUsers, meta, testimonials } from './schema';
import { seedTestimonials } from './seed-content/testimonials';
import { seedTemplates } from './seed-templates';

const SEEDED_KEY = 'seeded_at';

export interface SeedOptions {
  adminUsername: string;
  adminPassword: string | undefined;
  /** Where the seed artwork is stored (read from the committed seed-art folder). */
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/**
 * Fills an empty database once (templates, testimonials, the admin account). The marker row is written in the
 * same transaction, so a crash mid-seed leaves nothing half-done and a restart never seeds twice. A seeded
 * database costs one query here: the artwork files are read and stored only on the first start.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const done = await db.select().from(meta).where(eq(meta.key, SEEDED_KEY));
  if (done.length > 0) return false;

  const generated = options.adminPassword ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hash(options.adminPassword ?? generated!);

  let templateCount = 0;
  await db.transaction(async (tx) => {
    templateCount = await seedTemplates(tx, options.storage);
    await tx.insert(testimonials).values(seedTestimonials);
    await tx
      .insert(adminUsers)
      .values({ username: options.adminUsername, passwordHash })
      .onConflictDoNothing({ target: adminUsers.username });
    await tx.insert(meta).values({ key: SEEDED_KEY, value: new Date().toISOString() });
  });

  options.log.info(`Seeded ${templateCount} design templates and ${seedTestimonials.length} testimonials.`);
  if (generated) {
    // Printed once, on the start that created the account; it is stored only as an argon2id hash.
    options.log.warn(
      `Admin account created: username "${options.adminUsername}", password "${generated}". It is shown only this once; set ADMIN_PASSWORD to choose your own.`,
    );
  }
  return true;
}

/**
 * With ADMIN_PASSWORD set, that password is the admin's on every start (creating the account if needed), so
 * an operator can always regain access by setting it.
 */
export async function applyAdminPassword(db: Db, username: string, password: string): Promise<void> {
  const [existing] = await db.select().from(adminUsers).where(eq(adminUsers.username, username));
  if (existing && (await verify(existing.passwordHash, password))) return;
  const passwordHash = await hash(password);
  await db
    .insert(adminUsers)
    .values({ username, passwordHash })
    .onConflictDoUpdate({ target: adminUsers.username, set: { passwordHash } });
}
