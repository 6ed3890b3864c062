/** US ZIP codes as spreadsheets hand them over: ZIP+4 with or without its hyphen, or a lost leading zero. */

const ZIP = /^(\d{5})(?:-?(\d{4}))?$/;
const ZIP_LOST_ZERO = /^(\d{4})(?:-?(\d{4}))?$/;

/** '02134', '02134-1234' and '021341234' → canonical; '2134' (lost leading zero) → '02134'; else null. */
export function normalizeZip(raw: string): string | null {
  if (raw.length === 5 && isDigits(raw)) return raw;
  const zip = raw.replace(/\s+/g, '');
  const m = ZIP.exec(zip);
  if (m) return m[2] ? `${m[1]}-${m[2]}` : m[1]!;
  const lost = ZIP_LOST_ZERO.exec(zip);
  if (lost) return lost[2] ? `0${lost[1]}-${lost[2]}` : `0${lost[1]}`;
  return null;
}

function isDigits(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}
