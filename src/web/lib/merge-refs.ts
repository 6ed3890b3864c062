import type { Ref, RefCallback } from 'react';

/** One ref that fills several: react-hook-form's own, and a parent's that moves the focus to the field. */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
