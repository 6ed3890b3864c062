import { CircleAlert } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import type { StrokeFont } from '../../../shared/handwriting/types';
import type { MergeContact } from '../../../shared/merge-fields';
import { blockedNotesMessage, isBlocked, needsAttention, PROOFS_PAGE_SIZE } from '../../../shared/proofs';
import { foldForSearch } from '../../../shared/search-fold';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { SectionCard } from '../../draft/ordering-header';
import { PrintedBack, type PrintedBackSource } from '../proofs/printed-back';
import { ProofGrid } from '../proofs/proof-grid';
import { ReadyLine } from '../proofs/ready-line';
import { usePagedSearch } from '../proofs/use-paged-search';
import { type NoteDraft, previewPenLayerUrl } from './note-preview';
import type { NoteCheckState } from './use-note-check';

type Contact = MergeContact & { name: string };

/** Proofs a phone shows before "Preview all N notes": enough to judge the notes, not a screenful of them. */
const PHONE_PREVIEW_COUNT = 2;

/** Which notes stop Continue, worded for the page: null when every note can be written. */
export function blockedNotes(contacts: readonly Contact[], check: NoteCheckState): string | null {
  if (check.status !== 'done') return null;
  const blocked = contacts
    .map((c, i) => ({ name: c.name, warnings: check.warnings[i] ?? [] }))
    .filter((n) => isBlocked(n.warnings));
  return blocked.length > 0 ? blockedNotesMessage(blocked) : null;
}

/**
 * "Preview every note": each recipient's card as they will hold it (the message and the address block, drawn
 * in the browser by the same renderer the server and the robots use, on the printed back), paged and
 * searchable, with what needs attention.
 */
export function NotesPreviewCard({
  draft,
  contacts,
  font,
  fontFailed,
  check,
  printedBack,
}: {
  draft: NoteDraft;
  contacts: readonly Contact[];
  font: StrokeFont | undefined;
  fontFailed: boolean;
  check: NoteCheckState;
  /** What the card's back prints: each note is shown written on it. */
  printedBack: PrintedBackSource;
}) {
  const { page, setPage, query, search } = usePagedSearch();
  const [onlyAttention, setOnlyAttention] = useState(false);
  const needle = useDeferredValue(foldForSearch(query.trim()));
  const warnings = check.status === 'done' ? check.warnings : null;

  const matching = useMemo(() => {
    const rows: number[] = [];
    contacts.forEach((c, i) => {
      if (needle && !foldForSearch(c.name).includes(needle)) return;
      if (onlyAttention && !needsAttention(warnings?.[i] ?? [])) return;
      rows.push(i);
    });
    return rows;
  }, [contacts, needle, onlyAttention, warnings]);

  const pageCount = Math.max(1, Math.ceil(matching.length / PROOFS_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  // One printed back for every card of the page (the same artwork and details on each).
  const backdrop = useMemo(() => <PrintedBack source={printedBack} />, [printedBack]);
  const items = useMemo(() => {
    if (!warnings) return [];
    return matching.slice((current - 1) * PROOFS_PAGE_SIZE, current * PROOFS_PAGE_SIZE).map((i) => ({
      key: String(i),
      name: contacts[i]!.name,
      src: font ? previewPenLayerUrl(draft, contacts[i]!, i, font) : null,
      backdrop,
      warnings: warnings[i] ?? [],
    }));
  }, [matching, current, contacts, draft, font, warnings, backdrop]);

  const attention = warnings ? warnings.filter(needsAttention).length : 0;
  const blocked = blockedNotes(contacts, check);

  return (
    <SectionCard
      labelledBy="notes-preview-title"
      title="Preview every note"
      description="Each recipient's card as they will hold it: your message with their details and their address, written by our pens on the printed back."
    >
      {fontFailed || check.status === 'failed' ? (
        <p role="alert" className="flex items-center gap-2 rounded-xl bg-red-50 p-4 text-sm text-red-900">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          Your notes could not be drawn. Check your connection and reload the page; nothing you entered is
          lost.
        </p>
      ) : check.status !== 'done' ? (
        <p className="flex items-center gap-2 text-sm text-muted" aria-live="polite">
          <Spinner label={null} />
          {check.status === 'checking' && check.done > 0
            ? `Checking notes… ${check.done.toLocaleString('en-US')} of ${check.total.toLocaleString('en-US')}`
            : 'Checking notes…'}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ReadyLine total={contacts.length} needsAttention={attention} />
            {attention > 0 ? (
              <Button
                variant="outline"
                size="sm"
                aria-pressed={onlyAttention}
                onClick={() => {
                  setOnlyAttention(!onlyAttention);
                  setPage(1);
                }}
              >
                {onlyAttention ? 'Show all notes' : 'Show only notes that need attention'}
              </Button>
            ) : null}
          </div>
          {blocked ? (
            <p
              className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900"
              data-testid="blocked-notes"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{blocked}</span>
            </p>
          ) : null}
          <ProofGrid
            items={items}
            total={matching.length}
            page={current}
            pageSize={PROOFS_PAGE_SIZE}
            onPage={setPage}
            query={query}
            onQuery={search}
            status="ready"
            previewFirst={PHONE_PREVIEW_COUNT}
          />
        </div>
      )}
    </SectionCard>
  );
}
