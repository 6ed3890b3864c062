import { cn } from '../../lib/cn';
import type { FaqCategory } from './faq-content';

/** A side list of categories on wide screens, a select on small ones. */
export function FaqCategories({
  categories,
  current,
  onSelect,
}: {
  categories: readonly FaqCategory[];
  current: string;
  onSelect: (id: string) => void;
}) {
  return (
    <>
      <div className="lg:hidden">
        <label htmlFor="faq-category" className="text-sm font-medium text-ink-900">
          Category
        </label>
        <select
          id="faq-category"
          value={current}
          onChange={(e) => onSelect(e.target.value)}
          className="mt-2 h-11 w-full rounded-lg border border-line-strong bg-white px-3 text-base text-ink-950"
        >
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
      </div>
      <nav aria-label="FAQ categories" className="hidden lg:block">
        <ul className="grid gap-1">
          {categories.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                aria-current={c.id === current ? 'true' : undefined}
                onClick={() => onSelect(c.id)}
                className={cn(
                  'flex h-11 w-full items-center justify-between rounded-lg px-4 text-left text-sm font-medium transition-colors',
                  c.id === current ? 'bg-ink-800 text-white' : 'text-ink-900 hover:bg-sand',
                )}
              >
                {c.title}
                <span className={cn('text-xs', c.id === current ? 'text-ink-100' : 'text-muted')}>
                  {c.entries.length}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
