import { Check, RotateCw } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
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
  // One Tab stop for the whole grid (roving tabindex): the chosen card, else the first; arrows move inside.
  const stop = Math.max(
    0,
    shown.findIndex((t) => t.id === selectedId),
  );

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
      <ul
        aria-label="Templates"
        aria-describedby="template-grid-keys"
        className="grid max-h-[26rem] grid-cols-2 gap-3 overflow-y-auto p-1"
        onKeyDown={(event) => moveInGrid(event, 2)}
      >
        {shown.map((t, index) => {
          const selected = t.id === selectedId;
          return (
            <li key={t.id}>
              <button
                type="button"
                data-grid-item
                tabIndex={index === stop ? 0 : -1}
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
      <p id="template-grid-keys" className="sr-only">
        Use the arrow keys to move between templates, and Enter or Space to choose one.
      </p>
    </div>
  );
}

/**
 * Arrow keys, Home and End move the focus between a grid's `[data-grid-item]` buttons (`columns` wide), so
 * the grid costs one Tab stop; the focused button becomes the one Tab returns to.
 */
function moveInGrid(event: KeyboardEvent<HTMLElement>, columns: number): void {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-grid-item]')];
  const active = document.activeElement;
  const from = active instanceof HTMLElement ? items.indexOf(active) : -1;
  if (from === -1) return;
  const step: Record<string, number> = {
    ArrowRight: 1,
    ArrowLeft: -1,
    ArrowDown: columns,
    ArrowUp: -columns,
  };
  const to =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? items.length - 1
        : event.key in step
          ? Math.min(items.length - 1, Math.max(0, from + step[event.key]!))
          : null;
  if (to === null) return;
  event.preventDefault();
  for (const [i, item] of items.entries()) item.tabIndex = i === to ? 0 : -1;
  items[to]!.focus();
}
