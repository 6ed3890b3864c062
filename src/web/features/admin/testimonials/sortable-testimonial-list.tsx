import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useCallback, useState } from 'react';
import { homepageTestimonials } from '../../../../shared/homepage-testimonials';
import type { TAdminTestimonial } from '../../../../shared/testimonial-schemas';
import { sortableAccessibility, useSortableSensors } from '../ui/sortable-list';
import { useTestimonialMutations } from './testimonial-mutations';
import { type MoveDirection, TestimonialRow } from './testimonial-row';

export interface SortableTestimonialListProps {
  testimonials: TAdminTestimonial[];
  onEdit: (t: TAdminTestimonial) => void;
  onDelete: (t: TAdminTestimonial) => void;
}

/**
 * Every testimonial in home-page order. Staff drag one by its handle (pointer, touch, or Space + arrow keys)
 * or press its Move up / Move down buttons; each change saves the whole order at once.
 */
export function SortableTestimonialList({ testimonials, onEdit, onDelete }: SortableTestimonialListProps) {
  const { reorder } = useTestimonialMutations();
  const sensors = useSortableSensors();
  const [moved, setMoved] = useState<{ id: number; to: number; direction: MoveDirection } | null>(null);
  const onRefocused = useCallback(() => setMoved(null), []);
  const onHomepage = new Set(homepageTestimonials(testimonials).map((t) => t.id));

  const nameOf = (id: UniqueIdentifier) => testimonials.find((t) => t.id === id)?.name ?? 'testimonial';
  const positionOf = (id: UniqueIdentifier) => testimonials.findIndex((t) => t.id === id) + 1;
  const move = (from: number, to: number) => reorder.mutate(arrayMove(testimonials, from, to));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = positionOf(active.id) - 1;
    const to = positionOf(over.id) - 1;
    if (from >= 0 && to >= 0) move(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={sortableAccessibility('testimonial', nameOf, positionOf)}
    >
      <SortableContext items={testimonials.map((t) => t.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label="Testimonials" className="grid gap-3">
          {testimonials.map((t, i) => (
            <TestimonialRow
              key={t.id}
              testimonial={t}
              position={i + 1}
              count={testimonials.length}
              onHomepage={onHomepage.has(t.id)}
              onMove={(direction) => {
                const to = direction === 'up' ? i - 1 : i + 1;
                move(i, to);
                setMoved({ id: t.id, to, direction });
              }}
              // Once the row stands in its new place (the list changes after the save has begun).
              refocus={moved?.id === t.id && moved.to === i ? moved.direction : null}
              onRefocused={onRefocused}
              onEdit={() => onEdit(t)}
              onDelete={() => onDelete(t)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
