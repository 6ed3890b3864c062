/**
 * What the back office's long lists (campaigns, orders) share: paging and search in the query string, and
 * the page they answer. Offset paging, newest first: staff read the first pages and jump by page number.
 */
import { z } from 'zod';

const DEFAULT_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;
const MAX_SEARCH_LENGTH = 100;
/** Far past any real list; it keeps OFFSET arithmetic in safe integers. */
const MAX_PAGE = 1_000_000;

const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_PAGE.toLocaleString('en-US')}.`;
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.`;

/** `?q=&page=&pageSize=`; query strings arrive as text, so the numbers are coerced. */
export const ZListQueryShape = {
  /** Name, e-mail (any part of them) or a number (`1042` or `#1042`); blank means no search. */
  q: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, `Search must be at most ${MAX_SEARCH_LENGTH} characters.`)
    .optional(),
  page: z.coerce
    .number({ message: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(MAX_PAGE, PAGE_MESSAGE)
    .default(1),
  pageSize: z.coerce
    .number({ message: PAGE_SIZE_MESSAGE })
    .int(PAGE_SIZE_MESSAGE)
    .min(1, PAGE_SIZE_MESSAGE)
    .max(MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE)
    .default(DEFAULT_PAGE_SIZE),
};

/** A status filter whose 400 names the allowed values. */
export function statusFilter<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z.enum(statuses, { message: `status must be one of ${statuses.join(', ')}.` }).optional();
}

/** One page of a list: its rows, the number of rows matching the filters, and where the page sits. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export interface ListSearch {
  /** A LIKE pattern that finds the text anywhere (its % _ \ escaped), or null for a `#number` search. */
  contains: string | null;
  /** `1042` or `#1042` as a number; null when the text is not a number. */
  number: number | null;
}

/**
 * What a search box's text asks for: `#1042` a number only, `1042` a number or text containing it, anything
 * else text contained in a name or e-mail. Blank means no search.
 */
export function parseListSearch(q: string | undefined): ListSearch | null {
  const text = q?.trim() ?? '';
  if (!text) return null;
  const digits = /^(#?)(\d{1,15})$/.exec(text);
  const number = digits ? Number(digits[2]) : null;
  if (digits?.[1]) return { contains: null, number };
  return { contains: `%${text.replace(/[\\%_]/g, '\\$&')}%`, number };
}
