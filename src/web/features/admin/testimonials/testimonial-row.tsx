import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { HOMEPAGE_TESTIMONIAL_COUNT } from '../../../../shared/homepage-testimonials';
import type { TAdminTestimonial } from '../../../../shared/testimonial-schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SwitchField } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import { artworkSrc } from '../ui/artwork';
import { DROP_ANIMATION } from '../ui/sortable-list';
import { Stars } from './rating-input';
import { fieldsOf, useTestimonialMutations } from './testimonial-mutations';

export type MoveDirection = 'up' | 'down';

/** Where the testimonial stands: on the homepage, visible but past the homepage's three, or hidden. */
function PlacementBadge({ visible, onHomepage }: { visible: boolean; onHomepage: boolean }) {
  if (onHomepage) return <Badge variant="success">On homepage</Badge>;
  if (visible)
    return <Badge variant="secondary">Visible · not among the first {HOMEPAGE_TESTIMONIAL_COUNT}</Badge>;
  return <Badge variant="secondary">Hidden</Badge>;
}

export interface TestimonialRowProps {
  testimonial: TAdminTestimonial;
  /** 1-based place in the list. */
  position: number;
  count: number;
  onHomepage: boolean;
  onMove: (direction: MoveDirection) => void;
  /** Set right after this row moved by its buttons: the button to keep focus on (the row moved in the DOM). */
  refocus: MoveDirection | null;
  onRefocused: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One testimonial, draggable by its handle and movable by its Move up / Move down buttons. */
export function TestimonialRow({
  testimonial: t,
  position,
  count,
  onHomepage,
  onMove,
  refocus,
  onRefocused,
  onEdit,
  onDelete,
}: TestimonialRowProps) {
  const { update } = useTestimonialMutations();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: t.id, transition: DROP_ANIMATION });
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const first = position === 1;
  const last = position === count;

  useEffect(() => {
    if (!refocus) return;
    // At the top or the bottom the pressed button is disabled: the other one keeps the focus.
    const pressed = refocus === 'up' ? up.current : down.current;
    const other = refocus === 'up' ? down.current : up.current;
    (pressed && !pressed.disabled ? pressed : other)?.focus();
    onRefocused();
  }, [refocus, onRefocused]);

  const byline = [t.title, t.company].filter(Boolean).join(', ');
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'grid gap-4 rounded-2xl border bg-white p-4 shadow-card sm:grid-cols-[auto_auto_1fr_auto] sm:p-5',
        onHomepage ? 'border-emerald-300' : 'border-line',
        isDragging && 'relative z-10 shadow-lift ring-2 ring-ink-700',
      )}
    >
      <div className="flex items-center gap-1 border-b border-line pb-3 sm:grid sm:grid-cols-2 sm:content-start sm:justify-items-center sm:border-0 sm:pb-0">
        <button
          type="button"
          aria-label={`Reorder ${t.name}`}
          className="flex size-11 cursor-grab touch-none items-center justify-center rounded-lg text-ink-700 ring-1 ring-line hover:bg-ink-50 active:cursor-grabbing"
          {...attributes}
          {...listeners}
          ref={setActivatorNodeRef}
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <span className="min-w-9 text-center text-sm font-semibold text-subtle">#{position}</span>
        <Button
          ref={up}
          variant="ghost"
          size="icon"
          className="ml-auto sm:ml-0"
          title="Move up"
          aria-label={`Move ${t.name} up`}
          disabled={first}
          onClick={() => onMove('up')}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          ref={down}
          variant="ghost"
          size="icon"
          title="Move down"
          aria-label={`Move ${t.name} down`}
          disabled={last}
          onClick={() => onMove('down')}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
      </div>
      <div className="flex items-start gap-3 sm:contents">
        {t.imageUrl ? (
          <img
            src={artworkSrc(t.imageUrl)}
            alt=""
            className="size-12 shrink-0 rounded-full object-cover ring-1 ring-line"
          />
        ) : (
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-sand text-ink-600">
            <UserRound aria-hidden="true" className="size-6" />
          </span>
        )}
        <div className="grid min-w-0 content-start gap-1.5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="font-semibold text-ink-950">{t.name}</h3>
            <Stars rating={t.rating} />
            <PlacementBadge visible={t.isVisible} onHomepage={onHomepage} />
          </div>
          {byline ? <p className="text-sm text-muted">{byline}</p> : null}
          <p className="line-clamp-3 text-sm leading-6 text-ink-800">“{t.message}”</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3 sm:flex-col sm:items-end sm:border-0 sm:pt-0">
        <SwitchField
          className="min-w-44"
          label="Show on homepage"
          srContext={t.name}
          checked={t.isVisible}
          disabled={update.isPending}
          onCheckedChange={(isVisible) =>
            update.mutate({ id: t.id, input: { fields: { ...fieldsOf(t), isVisible }, image: null } })
          }
        />
        <div className="ml-auto flex gap-1.5 sm:ml-0">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit testimonial from ${t.name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            onClick={onDelete}
            aria-label={`Delete testimonial from ${t.name}`}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
