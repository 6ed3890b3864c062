/** Breaking one contact detail into rows where a reader expects it, when it is too long for one. */

/** "TX 78701…": a comma before it separates the city from its state and ZIP, which stay on one row. */
const STATE_ZIP = /^[A-Za-z]{2}\.?\s+\d{5}/;

export interface Measure {
  fits: (text: string) => boolean;
}

/**
 * The longest head of `text` that fits one row, broken where a reader expects it: after a comma that does not
 * part a city from its state (and leaves the row at least 40 % full), else at a space, else inside an e-mail or
 * web address (before "@", after "/", before "."); null when no break leaves a head that fits.
 */
function headThatFits(text: string, m: Measure): { head: string; rest: string } | null {
  const candidates: { at: number; rank: number }[] = [];
  for (let i = 1; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === ',' && text[i + 1] === ' ' && !STATE_ZIP.test(text.slice(i + 2)))
      candidates.push({ at: i + 1, rank: 0 });
    else if (ch === ' ') candidates.push({ at: i, rank: 1 });
    else if (ch === '@') candidates.push({ at: i, rank: 2 });
    else if (ch === '/' || ch === '-') candidates.push({ at: i + 1, rank: 2 });
    else if (ch === '.') candidates.push({ at: i, rank: 3 });
  }
  const split = (c: { at: number }) => ({
    head: text.slice(0, c.at).trimEnd(),
    rest: text.slice(c.at).trimStart(),
  });
  const fitting = candidates.filter(
    (c) => split(c).head !== '' && split(c).rest !== '' && m.fits(split(c).head),
  );
  if (fitting.length === 0) return null;
  const longest = Math.max(...fitting.map((c) => c.at));
  // A comma break is preferred while it leaves the row at least 40 % full; then a space; then before an @,
  // after a / or a hyphen; a dot last.
  for (const rank of [0, 1, 2, 3]) {
    const best = fitting.filter((c) => c.rank === rank).sort((a, b) => b.at - a.at)[0];
    if (best && (rank === 3 || best.at >= longest * 0.4)) return split(best);
  }
  return split(fitting.sort((a, b) => b.at - a.at)[0]!);
}

/** `text` in as few rows as fit (each row whole); null when a piece of it cannot fit a row at all. */
export function breakIntoRows(text: string, m: Measure): string[] | null {
  const rows: string[] = [];
  let rest = text;
  while (!m.fits(rest)) {
    const cut = headThatFits(rest, m);
    if (!cut) return null;
    rows.push(cut.head);
    rest = cut.rest;
  }
  rows.push(rest);
  return rows;
}
