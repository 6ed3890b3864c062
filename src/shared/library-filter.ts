import type { TDesignTemplate } from './catalog';
import { isOneOf } from './guards';
import { CATEGORY_LABELS, TEMPLATE_CATEGORIES, type TemplateCategory } from './template-categories';

/**
 * Design library rules (public-site.md §2): search, category and Featured filtering, the count line,
 * the URL parameters that make a filtered view shareable, and the download file names.
 */
export type LibraryCategory = 'all' | TemplateCategory;

export interface LibraryFilter {
  /** Free text matched against name, description and tags, case-insensitively. */
  query: string;
  category: LibraryCategory;
  featuredOnly: boolean;
}

export const LIBRARY_CATEGORIES: ReadonlyArray<{ value: LibraryCategory; label: string }> = [
  { value: 'all', label: 'All Designs' },
  ...TEMPLATE_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
];

type Searchable = Pick<TDesignTemplate, 'name' | 'description' | 'tags'>;

/** True when every word of `query` occurs in the template's name, description or tags. */
export function matchesQuery(template: Searchable, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [template.name, template.description, ...template.tags].join('\n').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

type Filterable = Searchable & Pick<TDesignTemplate, 'category' | 'featured' | 'position'>;

/** The templates to show, most popular first: featured designs, then the catalogue order. */
export function filterTemplates<T extends Filterable>(templates: readonly T[], filter: LibraryFilter): T[] {
  return templates
    .filter(
      (t) =>
        (filter.category === 'all' || t.category === filter.category) &&
        (!filter.featuredOnly || t.featured) &&
        matchesQuery(t, filter.query),
    )
    .map((t, index) => ({ t, index }))
    .sort(
      (a, b) =>
        Number(b.t.featured) - Number(a.t.featured) || a.t.position - b.t.position || a.index - b.index,
    )
    .map(({ t }) => t);
}

/** 'Showing 1 design', 'Showing 4 designs in Thank You'. */
export function countLine(count: number, category: LibraryCategory): string {
  const designs = `Showing ${count} design${count === 1 ? '' : 's'}`;
  return category === 'all' ? designs : `${designs} in ${CATEGORY_LABELS[category]}`;
}

export function parseCategory(value: string | null): LibraryCategory {
  return isOneOf(TEMPLATE_CATEGORIES, value) ? value : 'all';
}

/** `?q=&category=` for a view; empty values are left out so the plain page keeps a clean URL. */
export function libraryParams(query: string, category: LibraryCategory): URLSearchParams {
  const params = new URLSearchParams();
  if (query.trim()) params.set('q', query);
  if (category !== 'all') params.set('category', category);
  return params;
}

/** 'Classic Thank You' → 'classic-thank-you'; 'Navy & Gold' → 'navy-gold'. */
function hyphenate(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export type DesignSide = { side: 'front'; variantName?: string | null } | { side: 'back' };

/**
 * `{template-name}{-variant|-back}.{extension}`, e.g. 'classic-thank-you-forest.ai' or 'just-listed-back.png':
 * `.ai` for vector artwork (the server makes a PDF-compatible .ai of it), else the stored file's own extension.
 */
export function downloadFileName(templateName: string, design: DesignSide, extension = 'ai'): string {
  const base = hyphenate(templateName) || 'design';
  if (design.side === 'back') return `${base}-back.${extension}`;
  const variant = design.variantName ? hyphenate(design.variantName) : '';
  return variant ? `${base}-${variant}.${extension}` : `${base}.${extension}`;
}

/** The extension a link's file name ends with ('png' for `/api/catalog-files/…/x.png`); null if none. */
function linkExtension(url: string): string | null {
  const name = url.split(/[?#]/)[0]!.split('/').pop() ?? '';
  return /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? null;
}

type Downloadable = Pick<TDesignTemplate, 'name' | 'downloadUrl' | 'backDownloadUrl' | 'colorVariants'>;

/** The link and file name of the side and colour a card shows; null when that artwork has no link. */
export function designDownload(
  template: Downloadable,
  design: DesignSide,
): { url: string; fileName: string } | null {
  let url: string | null | undefined;
  if (design.side === 'back') url = template.backDownloadUrl;
  else if (design.variantName)
    url = template.colorVariants.find((v) => v.name === design.variantName)?.downloadUrl;
  else url = template.downloadUrl;
  return url
    ? { url, fileName: downloadFileName(template.name, design, linkExtension(url) ?? undefined) }
    : null;
}
