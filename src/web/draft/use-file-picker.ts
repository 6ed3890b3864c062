import { type ChangeEvent, type DragEvent, useRef, useState } from 'react';

/**
 * A hidden file input opened by a button that is also a drop target: the picking, the drag highlight and
 * the "first file wins" rule shared by the builder's design fields and the contact upload.
 */
export function useFilePicker(onSelect: (file: File) => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  return {
    inputRef,
    dragging,
    pick: () => inputRef.current?.click(),
    onInputChange: (e: ChangeEvent<HTMLInputElement>) => {
      const chosen = e.target.files?.[0];
      // Cleared so choosing the same file again still fires a change.
      e.target.value = '';
      if (chosen) onSelect(chosen);
    },
    dropHandlers: {
      onDragOver: (e: DragEvent) => {
        e.preventDefault();
        setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (e: DragEvent) => {
        e.preventDefault();
        setDragging(false);
        const dropped = e.dataTransfer.files[0];
        if (dropped) onSelect(dropped);
      },
    },
  };
}
