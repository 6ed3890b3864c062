import { Braces } from 'lucide-react';
import { useState } from 'react';
import { ADDRESS_MERGE_FIELDS, MERGE_FIELDS, type MergeField } from '../../../shared/merge-fields';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogHeading, DialogTrigger } from '../../components/ui/dialog';

function FieldList({
  fields,
  labelledBy,
  onPick,
}: {
  fields: readonly MergeField[];
  labelledBy: string;
  onPick: (field: string) => void;
}) {
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-2 sm:grid-cols-2">
      {fields.map((f) => (
        <li key={f.key}>
          <button
            type="button"
            onClick={() => onPick(f.key)}
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
  );
}

/**
 * 'Dynamic Fields Guide': the 19 fields, then those the address columns fill (city, state, zipcode…); a click
 * inserts one at the cursor.
 */
export function MergeFieldsDialog({
  onInsert,
  onCloseAutoFocus,
}: {
  onInsert: (field: string) => void;
  /** Lets the editor take focus back (with the cursor after the insert) instead of the trigger. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const [open, setOpen] = useState(false);
  const pick = (field: string) => {
    onInsert(field);
    setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Braces aria-hidden="true" />
          Dynamic Fields Guide
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeading
          title="Dynamic Fields Guide"
          description={
            <>
              Fields are filled from your CSV's columns for each recipient. Click one to insert it where your
              cursor is. Add a fallback for empty values with a bar, like{' '}
              <code className="rounded bg-sand px-1 font-mono text-xs text-ink-900">
                {'{{first_name|there}}'}
              </code>
              .
            </>
          }
        />
        <div className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto">
          <section className="flex flex-col gap-2">
            <h3 id="merge-fields-columns" className="text-sm font-semibold text-ink-950">
              Contact and message columns
            </h3>
            <FieldList fields={MERGE_FIELDS} labelledBy="merge-fields-columns" onPick={pick} />
          </section>
          <section className="flex flex-col gap-2">
            <h3 id="merge-fields-address" className="text-sm font-semibold text-ink-950">
              From the mailing address
            </h3>
            <p className="text-xs text-muted">
              Every upload has city, state and zipcode columns, so these are always filled; address2 when your
              file has that column.
            </p>
            <FieldList fields={ADDRESS_MERGE_FIELDS} labelledBy="merge-fields-address" onPick={pick} />
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
