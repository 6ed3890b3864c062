/**
 * A URL's path as it may leave the app for analytics or logs: no query string or fragment (sign-in tokens,
 * e-mails, filters), and every segment that is not a plain lower-case word replaced by `:id`. Campaign,
 * order and list ids are UUIDs, tokens are long base64url or hex, order numbers are digits, e-mails hold an
 * `@`: none of them is a word, so each becomes `:id` and the pages stay countable
 * (`/checkout/:id`, `/account/orders/:id`). Route names are words (`design-library`, `account`), so they stay.
 */
const ID_PLACEHOLDER = ':id';

/**
 * Lower-case words joined by single hyphens (`order-confirmed`), optionally a file name (`robots.txt`), or an
 * API version (`v1`); at most 40 characters.
 */
const WORD_SEGMENT = /^(?:[a-z]+(?:-[a-z]+)*(?:\.[a-z0-9]{1,5})?|v\d{1,2})$/;
const MAX_WORD_LENGTH = 40;

export function scrubPath(url: string): string {
  // A full URL keeps only its path; a bare path is cut at the first `?` or `#`.
  const path = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? pathOfUrl(url) : url.split(/[?#]/, 1)[0]!;
  const segments = path.split('/').map((segment) => (isWord(segment) ? segment : ID_PLACEHOLDER));
  const scrubbed = segments.join('/');
  return scrubbed.startsWith('/') ? scrubbed : `/${scrubbed}`;
}

function isWord(segment: string): boolean {
  // Empty segments are the slashes themselves (`/`, a trailing `/`).
  return segment === '' || (segment.length <= MAX_WORD_LENGTH && WORD_SEGMENT.test(segment));
}

function pathOfUrl(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '/';
  }
}
