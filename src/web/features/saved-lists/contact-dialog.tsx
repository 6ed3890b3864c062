import { MapPinned } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { AddressWarning } from '../../../shared/address-checks';
import { type ContactFormField, checkContact } from '../../../shared/contact-field-errors';
import type { TSavedContact } from '../../../shared/saved-lists';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { FieldMessage, Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { useSaveContact } from './saved-lists-api';

type Values = Record<ContactFormField | 'address2', string>;

const FIELDS: { key: keyof Values; label: string; required: boolean; autoComplete: string }[] = [
  { key: 'name', label: 'Name', required: true, autoComplete: 'off' },
  { key: 'address', label: 'Address', required: true, autoComplete: 'off' },
  { key: 'address2', label: 'Address line 2 (apartment, suite)', required: false, autoComplete: 'off' },
  { key: 'city', label: 'City', required: true, autoComplete: 'off' },
  { key: 'state', label: 'State', required: true, autoComplete: 'off' },
  { key: 'zipCode', label: 'ZIP code', required: true, autoComplete: 'off' },
];

function valuesOf(contact: TSavedContact | null): Values {
  return {
    name: contact?.name ?? '',
    address: contact?.address ?? '',
    address2: contact?.address2 ?? '',
    city: contact?.city ?? '',
    state: contact?.state ?? '',
    zipCode: contact?.zipCode ?? '',
  };
}

/**
 * Adds a contact to a saved list or fixes one: the CSV rules run here for field messages and again on the
 * server; after saving, the address check's warnings for this contact are shown before the dialog closes.
 */
export function ContactDialog({
  listId,
  columns,
  contact,
  open,
  onOpenChange,
}: {
  listId: string;
  columns: readonly string[];
  /** null: a new contact. */
  contact: TSavedContact | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveContact(listId);
  const formId = useId();
  // After a first save the dialog edits the stored contact, so "Fix it" never adds a second copy.
  const [current, setCurrent] = useState<TSavedContact | null>(contact);
  const [values, setValues] = useState<Values>(() => valuesOf(contact));
  const [custom, setCustom] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ContactFormField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<{ name: string; list: AddressWarning[]; notes: string[] } | null>(
    null,
  );

  useEffect(() => {
    if (!open) return;
    setCurrent(contact);
    setValues(valuesOf(contact));
    setCustom(contact?.customFields ?? {});
    setFieldErrors({});
    setFormError(null);
    setWarnings(null);
  }, [open, contact]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const customFields = Object.fromEntries(
      Object.entries(custom)
        .map(([k, v]) => [k, v.trim()] as const)
        .filter(([, v]) => v !== ''),
    );
    const body = { ...values, customFields };
    const checked = checkContact(body);
    setFieldErrors(checked.fieldErrors);
    setFormError(null);
    if (!checked.contact) return;
    save.mutate(
      { contactId: current?.id, body },
      {
        onSuccess: (result) => {
          const verb = contact ? 'updated' : 'added';
          setCurrent(result.contact);
          if (result.addressWarnings.length === 0 && result.notes.length === 0) {
            onOpenChange(false);
            toast({ title: `Contact ${verb}`, description: `${result.contact.name} is saved.` });
            return;
          }
          setWarnings({ name: result.contact.name, list: result.addressWarnings, notes: result.notes });
        },
        onError: (err) => setFormError(errorMessage(err)),
      },
    );
  };

  const title = current ? 'Fix contact' : 'Add contact';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{warnings ? `${warnings.name} is saved` : title}</DialogTitle>
          <DialogDescription>
            {warnings
              ? 'The contact is kept as written. Check the points below, and fix it if they are right.'
              : 'Checked with the same rules as an uploaded CSV: name, address, city, a US state and ZIP code.'}
          </DialogDescription>
        </DialogHeader>
        {warnings ? (
          <>
            <div
              role="status"
              className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
            >
              <p className="flex items-center gap-2 font-semibold">
                <MapPinned aria-hidden="true" className="size-4" />
                Address check
              </p>
              <ul className="mt-1 list-disc pl-5">
                {[...warnings.notes, ...warnings.list.map((w) => w.message)].map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => setWarnings(null)}>
                Fix it
              </Button>
              <DialogClose asChild>
                <Button>Done</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              {FIELDS.map((field) => {
                const id = `${formId}-${field.key}`;
                const error = field.key === 'address2' ? undefined : fieldErrors[field.key];
                return (
                  <div
                    key={field.key}
                    className={`grid gap-1.5 ${field.key === 'name' || field.key.startsWith('address') ? 'sm:col-span-2' : ''}`}
                  >
                    <Label htmlFor={id} required={field.required}>
                      {field.label}
                    </Label>
                    <Input
                      id={id}
                      value={values[field.key]}
                      required={field.required}
                      autoComplete={field.autoComplete}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      onChange={(e) => setValues((v) => ({ ...v, [field.key]: e.target.value }))}
                    />
                    {error ? <FieldMessage id={`${id}-error`}>{error}</FieldMessage> : null}
                  </div>
                );
              })}
              {columns.map((column, i) => {
                const id = `${formId}-custom-${i}`;
                return (
                  <div key={column} className="grid gap-1.5">
                    <Label htmlFor={id} className="break-words">
                      {column}
                    </Label>
                    <Input
                      id={id}
                      value={custom[column] ?? ''}
                      onChange={(e) => setCustom((c) => ({ ...c, [column]: e.target.value }))}
                    />
                  </div>
                );
              })}
            </div>
            {formError ? (
              <p role="alert" className="text-sm text-red-700">
                {formError}
              </p>
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : current ? 'Save changes' : 'Add contact'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
