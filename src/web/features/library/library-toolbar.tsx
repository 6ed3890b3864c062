import { Search } from 'lucide-react';
import { LIBRARY_CATEGORIES, type LibraryCategory } from '../../../shared/library-filter';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';

export function LibraryToolbar({
  query,
  category,
  onQueryChange,
  onCategoryChange,
}: {
  query: string;
  category: LibraryCategory;
  onQueryChange: (query: string) => void;
  onCategoryChange: (category: LibraryCategory) => void;
}) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
      <div className="relative w-full lg:max-w-sm">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-subtle"
        />
        <Input
          type="search"
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
          placeholder="Search designs..."
          aria-label="Search designs"
          className="pl-10"
        />
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Category</legend>
        {LIBRARY_CATEGORIES.map((c) => (
          <button
            key={c.value}
            type="button"
            aria-pressed={c.value === category}
            onClick={() => onCategoryChange(c.value)}
            className={cn(
              'h-10 rounded-full border px-4 text-sm font-medium transition-colors',
              c.value === category
                ? 'border-ink-800 bg-ink-800 text-white'
                : 'border-line-strong bg-white text-ink-900 hover:bg-ink-50',
            )}
          >
            {c.label}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
