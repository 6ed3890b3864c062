import { ListChecks } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { SectionCard } from '../../draft/ordering-header';
import { errorMessage } from '../../lib/api';
import { useMe } from '../account/account-api';
import { fetchSavedList, useSavedLists } from '../saved-lists/saved-lists-api';
import { savedListResult } from './saved-list-source';
import type { SavedListSource } from './use-contact-upload';

/**
 * "Use a saved list" (issue 12 §4), for signed-in customers only: guests see nothing of it. The chosen list
 * replaces the CSV and is checked, previewed and sent exactly as an uploaded file would be.
 */
export function SavedListPicker({
  chosen,
  onChoose,
  onClear,
}: {
  chosen: SavedListSource | null;
  onChoose: (source: SavedListSource) => void;
  onClear: () => void;
}) {
  const me = useMe();
  const signedIn = Boolean(me.data);
  const lists = useSavedLists(signedIn);
  const selectId = useId();
  const [selected, setSelected] = useState('');
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!signedIn) return null;
  const usable = (lists.data?.lists ?? []).filter((l) => l.contactCount > 0);
  const current = selected || usable[0]?.id || '';

  const use = async () => {
    if (!current || loading) return;
    setLoading(true);
    setFailure(null);
    try {
      const list = await fetchSavedList(current);
      onChoose({ id: list.id, name: list.name, result: savedListResult(list.contacts) });
    } catch (err) {
      setFailure(`The list could not be loaded. ${errorMessage(err)}`);
    } finally {
      setLoading(false);
    }
  };

  return (
    <SectionCard
      labelledBy="saved-list-title"
      title="Use a saved list"
      description="Send to a list kept in your account instead of uploading a file."
    >
      {chosen ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-paper p-3">
          <ListChecks aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
          <p role="status" className="min-w-0 flex-1 text-sm text-ink-950">
            Using <span className="font-semibold">{chosen.name}</span> ·{' '}
            {chosen.result.contacts.length.toLocaleString('en-US')} contacts
          </p>
          <Button variant="ghost" size="sm" onClick={onClear}>
            Stop using this list
          </Button>
        </div>
      ) : lists.isPending ? (
        <p role="status" className="text-sm text-muted">
          Loading your saved lists…
        </p>
      ) : lists.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Your saved lists could not be loaded. {errorMessage(lists.error)}
        </p>
      ) : usable.length === 0 ? (
        <p className="text-sm text-muted">
          No saved lists yet. Upload a CSV below and it is kept in your account for next time.
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <Label htmlFor={selectId}>Saved list</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Select
              id={selectId}
              className="min-w-0"
              value={current}
              onValueChange={setSelected}
              options={usable.map((l) => ({
                value: l.id,
                label: `${l.name} (${l.contactCount.toLocaleString('en-US')} contacts)`,
              }))}
            />
            <Button variant="outline" onClick={() => void use()} disabled={loading}>
              {loading ? 'Loading…' : 'Use this list'}
            </Button>
          </div>
        </div>
      )}
      {failure ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </SectionCard>
  );
}
