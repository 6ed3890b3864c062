import { SearchX } from 'lucide-react';
import type { TDesignTemplate } from '../../../shared/catalog';
import { TemplateCard } from './template-card';

export function TemplateGrid({ templates }: { templates: TDesignTemplate[] }) {
  if (templates.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-line-strong bg-white px-6 py-16 text-center">
        <SearchX aria-hidden="true" className="size-10 text-subtle" />
        <h2 className="mt-4 text-lg font-semibold text-ink-950">No designs found</h2>
        <p className="mt-1 text-sm text-muted">Try adjusting your search or category filter.</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {templates.map((t, index) => (
        <li key={t.id}>
          <TemplateCard template={t} first={index === 0} />
        </li>
      ))}
    </ul>
  );
}
