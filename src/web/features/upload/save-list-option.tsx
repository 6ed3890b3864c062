import { useEffect, useId, useState } from 'react';
import type { TContact } from '../../../shared/contacts-csv';
import { MAX_CONTACTS } from '../../../shared/contacts-csv';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useMe } from '../account/account-api';
import { useCreateSavedList } from '../saved-lists/saved-lists-api';
import { customColumnsOf, defaultListName } from './saved-list-source';

/** A file saved once stays saved when the customer comes back from checkout (the page is mounted again). */
function fileKey(file: File): string {
  return `qp-saved-list:${file.name}:${file.size}:${file.lastModified}`;
}

function savedName(file: File): string | null {
  try {
    return sessionStorage.getItem(fileKey(file));
  } catch {
    return null;
  }
}

/**
 * "Save this list to my account" after a CSV upload, on by default for signed-in customers (the spec keeps
 * their uploaded list as a named list). Saved when they continue to checkout; guests never see it.
 */
export function useSaveListOption(file: File | null, contacts: readonly TContact[]) {
  const me = useMe();
  const create = useCreateSavedList();
  const [keep, setKeep] = useState(true);
  const [name, setName] = useState('');
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    setKeep(true);
    setName(defaultListName(file.name));
    setSaved(savedName(file));
  }, [file]);

  const available =
    Boolean(me.data) && file !== null && contacts.length > 0 && contacts.length <= MAX_CONTACTS;

  /** Resolves with the saved list's name, or null when nothing was to be saved. */
  const save = async (): Promise<string | null> => {
    if (!available || !file || !keep || saved) return null;
    const listName = name.trim() || defaultListName(file.name);
    await create.mutateAsync({ name: listName, columns: customColumnsOf(contacts), contacts: [...contacts] });
    setSaved(listName);
    try {
      sessionStorage.setItem(fileKey(file), listName);
    } catch {
      // Storage blocked: only a return from checkout would offer to save it again.
    }
    return listName;
  };

  return { available, keep, setKeep, name, setName, saved, save };
}

export type SaveListOptionState = ReturnType<typeof useSaveListOption>;

export function SaveListOption({ option }: { option: SaveListOptionState }) {
  const checkboxId = useId();
  const nameId = useId();
  if (!option.available) return null;
  if (option.saved) {
    return (
      <p
        role="status"
        className="rounded-2xl border border-line bg-white p-4 text-sm text-ink-900 shadow-card"
      >
        This list is saved in your account as <span className="font-semibold">{option.saved}</span>.
      </p>
    );
  }
  return (
    <section
      aria-label="Save this list"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-card"
    >
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={option.keep}
          onChange={(e) => option.setKeep(e.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-ink-800"
        />
        <div>
          <Label htmlFor={checkboxId}>Save this list to my account</Label>
          <p className="mt-1 text-sm text-muted">
            Kept when you continue, so you can send to it again or fix a contact later.
          </p>
        </div>
      </div>
      {option.keep ? (
        <div className="flex flex-col gap-1.5 sm:pl-8">
          <Label htmlFor={nameId}>List name</Label>
          <Input
            id={nameId}
            value={option.name}
            maxLength={120}
            onChange={(e) => option.setName(e.target.value)}
          />
        </div>
      ) : null}
    </section>
  );
}
