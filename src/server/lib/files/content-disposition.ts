/** "Spring Promo #2!" → "spring-promo-2" (ASCII, safe in any file system). */
export function slugForFilename(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60);
  return slug || 'file';
}

/** RFC 6266 header with an ASCII fallback and the UTF-8 name, so quotes or accents cannot break it. */
export function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export const attachmentDisposition = (filename: string) => contentDisposition('attachment', filename);
