import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { LayoutTemplate, Plus } from 'lucide-react';
import { useState } from 'react';
import type { TDesignTemplate } from '../../../../shared/catalog';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { QueryState } from '../../../components/ui/query-state';
import { useLiveDesignTemplates } from '../../catalog/use-design-templates';
import { DROP_ANIMATION, sortableAccessibility, useSortableSensors } from '../ui/sortable-list';
import { SortableTemplateCard } from './sortable-template-card';
import { TemplateCard } from './template-card';
import { TemplateFormDialog } from './template-form-dialog';
import { useTemplateMutations } from './template-mutations';
import { VariantsDialog } from './variants-dialog';

export function TemplatesTab() {
  const query = useLiveDesignTemplates();
  const { remove, reorder } = useTemplateMutations();
  const [form, setForm] = useState<{ open: boolean; template: TDesignTemplate | null }>({
    open: false,
    template: null,
  });
  const [variantsOf, setVariantsOf] = useState<TDesignTemplate | null>(null);
  const [deleting, setDeleting] = useState<TDesignTemplate | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const sensors = useSortableSensors();

  const templates = query.data ?? [];
  const nameOf = (id: unknown) => templates.find((t) => t.id === id)?.name ?? 'template';
  const positionOf = (id: unknown) => templates.findIndex((t) => t.id === id) + 1;
  const header = (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 className="text-lg font-semibold text-ink-950">Design Templates</h2>
        <p className="text-sm text-muted">
          Drag the handle (or focus it and press Space, then arrow keys) to reorder.
        </p>
      </div>
      <Button onClick={() => setForm({ open: true, template: null })}>
        <Plus aria-hidden="true" />
        Add Template
      </Button>
    </div>
  );

  const onDragStart = (e: DragStartEvent) => setActiveId(Number(e.active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over || active.id === over.id) return;
    const from = templates.findIndex((t) => t.id === active.id);
    const to = templates.findIndex((t) => t.id === over.id);
    if (from < 0 || to < 0) return;
    const ordered = arrayMove(templates, from, to).map((t, i) => ({ ...t, position: i }));
    reorder.mutate(ordered);
  };

  const active = templates.find((t) => t.id === activeId) ?? null;
  const body = (
    <QueryState
      query={query}
      loading={<ListSkeleton rows={3} label="Loading templates" />}
      errorMessage="Error loading templates."
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState
          icon={LayoutTemplate}
          title="No templates yet"
          description="Add a design and it appears in the public design library at once."
        />
      }
    >
      {(list) => (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setActiveId(null)}
          accessibility={sortableAccessibility('template', nameOf, positionOf)}
        >
          <SortableContext items={list.map((t) => t.id)} strategy={rectSortingStrategy}>
            <ul
              aria-label="Design templates"
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            >
              {list.map((template) => (
                <SortableTemplateCard
                  key={template.id}
                  template={template}
                  onEdit={() => setForm({ open: true, template })}
                  onVariants={() => setVariantsOf(template)}
                  onDelete={() => setDeleting(template)}
                />
              ))}
            </ul>
          </SortableContext>
          <DragOverlay dropAnimation={DROP_ANIMATION}>
            {active ? <TemplateCard template={active} overlay /> : null}
          </DragOverlay>
        </DndContext>
      )}
    </QueryState>
  );

  return (
    <section aria-label="Design templates">
      {header}
      {body}
      <TemplateFormDialog
        open={form.open}
        template={form.template}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
      />
      <VariantsDialog
        // The list's copy is the freshest after a save.
        template={variantsOf ? (templates.find((t) => t.id === variantsOf.id) ?? variantsOf) : null}
        onOpenChange={(open) => {
          if (!open) setVariantsOf(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this template?"
        description={`${deleting?.name ?? 'This template'} will disappear from the design library. Campaigns that used it keep their design.`}
        confirmLabel="Delete"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting) : Promise.resolve())}
      />
    </section>
  );
}
