import { type DragEvent, useId, useState } from 'react';
import type { FileDropProps } from './file-drop-props';

/**
 * What every file control shares: the input's id, the ids its hint and error are read by, and the drop
 * target's state (dragging over highlights it; the first file dropped wins).
 */
export function useFileDrop({
  onSelect,
  disabled,
  error,
}: Pick<FileDropProps, 'onSelect' | 'disabled' | 'error'>) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return {
    id,
    hintId,
    errorId,
    describedBy: error ? `${hintId} ${errorId}` : hintId,
    dragging,
    handlers: {
      onDragOver: (e: DragEvent) => {
        e.preventDefault();
        if (!disabled) setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (e: DragEvent) => {
        e.preventDefault();
        setDragging(false);
        const dropped = e.dataTransfer.files[0];
        if (dropped && !disabled) onSelect(dropped);
      },
    },
  };
}
