import { Select } from '../../components/ui/select';
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
        <Select
          id="faq-category"
          className="mt-2"
          value={current}
          onValueChange={onSelect}
          options={categories.map((c) => ({ value: c.id, label: c.title }))}
        />
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
