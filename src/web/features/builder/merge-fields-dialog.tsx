import { Braces } from 'lucide-react';
import { useState } from 'react';
import { MERGE_FIELDS } from '../../../shared/merge-fields';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';

/** 'Dynamic Fields Guide': the 19 fields; a click inserts one at the cursor. */
export function MergeFieldsDialog({
  onInsert,
  onCloseAutoFocus,
}: {
  onInsert: (field: string) => void;
  /** Lets the editor take focus back (with the cursor after the insert) instead of the trigger. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Braces aria-hidden="true" />
          Dynamic Fields Guide
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Dynamic Fields Guide</DialogTitle>
          <DialogDescription>
            Fields are filled from your CSV's columns for each recipient. Click one to insert it where your
            cursor is. Add a fallback for empty values with a bar, like{' '}
            <code className="rounded bg-sand px-1 font-mono text-xs text-ink-900">
              {'{{first_name|there}}'}
            </code>
            .
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2 sm:grid-cols-2">
          {MERGE_FIELDS.map((f) => (
            <li key={f.key}>
              <button
                type="button"
                onClick={() => {
                  onInsert(f.key);
                  setOpen(false);
                }}
                className="flex w-full flex-col items-start gap-0.5 rounded-lg border border-line px-3 py-2 text-left transition-colors hover:border-ink-300 hover:bg-ink-50"
              >
                <code className="font-mono text-sm font-semibold text-accent-800">{`{{${f.key}}}`}</code>
                <span className="text-xs text-muted">
                  {f.label} · e.g. {f.sample}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
