import { useEffect, useReducer } from 'react';
import { DEFAULT_MESSAGE } from '../../../shared/merge-fields';
import { createEmptyDraft, readDraft, writeDraft } from '../../draft/campaign-draft';
import { builderReducer } from './builder-state';

function initialDraft() {
  return readDraft() ?? createEmptyDraft(DEFAULT_MESSAGE);
}

/** The builder's draft: restored from session storage on load, written back after every change. */
export function useBuilderDraft() {
  const [draft, dispatch] = useReducer(builderReducer, undefined, initialDraft);
  useEffect(() => {
    try {
      writeDraft(draft);
    } catch {
      // Storage full or blocked: the builder keeps working; Continue reports the failure.
    }
  }, [draft]);
  return [draft, dispatch] as const;
}
