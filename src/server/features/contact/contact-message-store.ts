import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { parseListSearch } from '../../../shared/admin-list';
import type {
  ContactMessageStatus,
  TAdminContactMessage,
  TContactMessage,
  TContactMessageListQuery,
  TContactMessagePage,
} from '../../../shared/contact-message';
import type { DbOrTx, Tx } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** Every query on contact messages: the site's new one and the back office's inbox. */

type Row = typeof contactMessages.$inferSelect;

/** The visitor's message, as sent (the caller queues the e-mail to sales in the same transaction). */
export async function insertContactMessage(tx: Tx, input: TContactMessage, ip: string): Promise<string> {
  const [row] = await tx
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: input.company,
      inquiryType: input.inquiryType,
      subject: input.subject,
      message: input.message,
      ip,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

function toAdminMessage(row: Row): TAdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    inquiryType: row.inquiryType,
    subject: row.subject,
    message: row.message,
    status: row.status,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Status, and text anywhere in the sender's name, e-mail or the subject (a small table: no trigram index). */
function listFilter({ q, status }: TContactMessageListQuery): SQL | undefined {
  const search = parseListSearch(q);
  const pattern = search?.contains ?? (search?.number != null ? `%${search.number}%` : null);
  return and(
    status ? eq(contactMessages.status, status) : undefined,
    pattern
      ? or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.subject, pattern),
        )
      : undefined,
  );
}

/** One page of messages, newest first, and how many match in all. */
export async function listContactMessagePage(
  db: DbOrTx,
  query: TContactMessageListQuery,
): Promise<TContactMessagePage> {
  const where = listFilter(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(contactMessages).where(where),
  ]);
  return {
    items: rows.map(toAdminMessage),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Answered stamps the time it was first marked; back to new clears it. */
export async function setContactMessageStatus(
  db: DbOrTx,
  id: string,
  status: ContactMessageStatus,
): Promise<TAdminContactMessage> {
  const [row] = await db
    .update(contactMessages)
    .set({
      status,
      answeredAt: status === 'answered' ? sql`coalesce(${contactMessages.answeredAt}, now())` : null,
    })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw notFound('Message not found.');
  return toAdminMessage(row);
}
