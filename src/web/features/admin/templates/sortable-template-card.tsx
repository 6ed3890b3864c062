import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { TemplateCard, type TemplateCardProps } from './template-card';

/** A template card that can be dragged by its handle (pointer, touch, or Space + arrow keys). */
export function SortableTemplateCard(props: Omit<TemplateCardProps, 'handleProps' | 'dragging'>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props.template.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className="list-none"
    >
      <TemplateCard
        {...props}
        dragging={isDragging}
        handleProps={{ ...attributes, ...listeners, ref: setActivatorNodeRef }}
      />
    </li>
  );
}
