import {
  type Announcements,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** Lists staff reorder (templates, testimonials): the drop animation lasts 200 ms (back-office.md §9). */
export const DROP_ANIMATION = { duration: 200, easing: 'cubic-bezier(0.18, 0.67, 0.6, 1.22)' };

/** Pointer and touch (a 5 px move starts a drag, so a click on the handle stays a click) and the keyboard. */
export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/**
 * What dnd-kit tells a screen reader while staff reorder a list (templates, testimonials): how to pick an
 * item up, and where it is as it moves, by name and 1-based position.
 */
export function sortableAccessibility(
  noun: string,
  nameOf: (id: UniqueIdentifier) => string,
  positionOf: (id: UniqueIdentifier) => number,
): { screenReaderInstructions: ScreenReaderInstructions; announcements: Announcements } {
  return {
    screenReaderInstructions: {
      draggable: `To reorder, press Space to pick up the ${noun}, use the arrow keys to move it, Space again to drop it, or Escape to cancel.`,
    },
    announcements: {
      onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
      onDragOver: ({ active, over }) => {
        if (!over) return `${nameOf(active.id)} is not over a position.`;
        const verb = over.id === active.id ? 'is at' : 'moved to';
        return `${nameOf(active.id)} ${verb} position ${positionOf(over.id)}.`;
      },
      onDragEnd: ({ active, over }) =>
        over
          ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)}.`
          : `${nameOf(active.id)} dropped.`,
      onDragCancel: ({ active }) => `Reordering cancelled. ${nameOf(active.id)} returned to its place.`,
    },
  };
}
