import { Check, RotateCw } from 'lucide-react';
import { useState } from 'react';
import type { TDesignTemplate } from '../../../shared/catalog';
import {
  CATEGORY_LABELS,
  TEMPLATE_CATEGORIES,
  type TemplateCategory,
} from '../../../shared/template-categories';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { PersonalizedCard } from '../catalog/personalized-card';
import { firstVariant } from './template-variants';

export interface TemplatePickerProps {
  templates: TDesignTemplate[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  selectedId: number | null;
  onSelect: (template: TDesignTemplate) => void;
}

type Filter = 'all' | TemplateCategory;

/** The design library as a picker: category filter, then a grid of cards that act as radio buttons. */
export function TemplatePicker({
  templates,
  isLoading,
  isError,
  onRetry,
  selectedId,
  onSelect,
}: TemplatePickerProps) {
  const [filter, setFilter] = useState<Filter>('all');

  if (isLoading) {
    return (
      <div className="grid grid-cols-2 gap-3" aria-busy="true">
        <span className="sr-only" role="status">
          Loading templates
        </span>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="aspect-[7/5] w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (isError || !templates) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-line bg-paper p-6 text-center">
        <p className="text-sm text-muted">We couldn't load the design library.</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  if (templates.length === 0) {
    return (
      <p className="rounded-xl border border-line bg-paper p-6 text-center text-sm text-muted">
        No templates are available yet. Upload your own design instead.
      </p>
    );
  }

  const shown = filter === 'all' ? templates : templates.filter((t) => t.category === filter);
  const filters: Filter[] = ['all', ...TEMPLATE_CATEGORIES];

  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Filter templates by category</legend>
        {filters.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className={cn(
              'rounded-full px-3 py-1 text-xs font-semibold transition-colors',
              filter === f ? 'bg-ink-800 text-white' : 'bg-sand text-ink-800 hover:bg-sand-dark',
            )}
          >
            {f === 'all' ? 'All' : CATEGORY_LABELS[f]}
          </button>
        ))}
      </fieldset>
      <ul aria-label="Templates" className="grid max-h-[26rem] grid-cols-2 gap-3 overflow-y-auto p-1">
        {shown.map((t) => {
          const selected = t.id === selectedId;
          return (
            <li key={t.id}>
              <button
                type="button"
                aria-pressed={selected}
                aria-label={`${t.name}, ${CATEGORY_LABELS[t.category]}`}
                onClick={() => onSelect(t)}
                className={cn(
                  'group relative flex size-full flex-col overflow-hidden rounded-xl border bg-white text-left transition-shadow',
                  selected ? 'border-accent-600 ring-2 ring-accent-600' : 'border-line hover:shadow-lift',
                )}
              >
                <span className="block aspect-[7/5] w-full bg-sand">
                  <PersonalizedCard
                    template={t}
                    side="front"
                    variant={t.colorVariants[0]?.name}
                    details="sample"
                    src={firstVariant(t).preview}
                    alt={`${t.name} preview`}
                  />
                </span>
                <span className="flex flex-col px-3 py-2">
                  <span className="line-clamp-2 text-sm leading-snug font-semibold text-ink-950">
                    {t.name}
                  </span>
                  <span className="text-xs text-muted">
                    {CATEGORY_LABELS[t.category]}
                    {t.twoSided ? ' · Two-sided' : ''}
                  </span>
                </span>
                {t.featured ? (
                  <Badge variant="accent" className="absolute top-2 left-2 shadow-sm">
                    Featured
                  </Badge>
                ) : null}
                {selected ? (
                  <span className="absolute top-2 right-2 flex size-6 items-center justify-center rounded-full bg-accent-700 text-white shadow">
                    <Check aria-hidden="true" className="size-4" />
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
