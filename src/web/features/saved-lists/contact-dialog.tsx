import { MapPinned } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AddressWarning } from '../../../shared/address-checks';
import { type ContactFormField, checkContact } from '../../../shared/contact-field-errors';
import { addSavedContact } from '../../../shared/contracts/account-lists/add-saved-contact';
import type { TSavedContact, TSavedContactInput } from '../../../shared/saved-lists';
import { Button } from '../../components/ui/button';
import { DialogClose, DialogFooter } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import { useSaveContact } from './saved-lists-api';

const FIELDS: { key: ContactFormField | 'address2'; label: string; required: boolean }[] = [
  { key: 'name', label: 'Name', required: true },
  { key: 'address', label: 'Address', required: true },
  { key: 'address2', label: 'Address line 2 (apartment, suite)', required: false },
  { key: 'city', label: 'City', required: true },
  { key: 'state', label: 'State', required: true },
  { key: 'zipCode', label: 'ZIP code', required: true },
];

function valuesOf(contact: TSavedContact | null): TSavedContactInput {
  return {
    name: contact?.name ?? '',
    address: contact?.address ?? '',
    address2: contact?.address2 ?? '',
    city: contact?.city ?? '',
    state: contact?.state ?? '',
    zipCode: contact?.zipCode ?? '',
    customFields: contact?.customFields ?? {},
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
  // After a first save the dialog edits the stored contact, so "Fix it" never adds a second copy.
  const [current, setCurrent] = useState<TSavedContact | null>(contact);
  const [warnings, setWarnings] = useState<{ name: string; list: AddressWarning[]; notes: string[] } | null>(
    null,
  );
  const form = useContractForm(addSavedContact, {
    defaultValues: valuesOf(contact),
    check: (body, ctx) => {
      for (const [field, message] of Object.entries(checkContact(body).fieldErrors)) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    },
  });
  const { errors } = form.formState;
  const custom = form.watch('customFields') ?? {};
  const { reset } = form;
  const resetSave = save.reset;

  useEffect(() => {
    if (!open) return;
    setCurrent(contact);
    reset(valuesOf(contact));
    resetSave();
    setWarnings(null);
  }, [open, contact, reset, resetSave]);

  const submit = form.handleSubmit((values) => {
    const customFields = Object.fromEntries(
      Object.entries(values.customFields)
        .map(([k, v]) => [k, v.trim()] as const)
        .filter(([, v]) => v !== ''),
    );
    save.mutate(
      { contactId: current?.id, body: { ...values, customFields } },
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
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-xl"
      title={warnings ? `${warnings.name} is saved` : current ? 'Fix contact' : 'Add contact'}
      description={
        warnings
          ? 'The contact is kept as written. Check the points below, and fix it if they are right.'
          : 'Checked with the same rules as an uploaded CSV: name, address, city, a US state and ZIP code.'
      }
      onSubmit={submit}
      submitLabel={current ? 'Save changes' : 'Add contact'}
      pendingLabel="Saving…"
      pending={save.isPending}
      error={save.isError ? errorMessage(save.error) : null}
      replaceForm={
        warnings ? <SavedWithWarnings warnings={warnings} onFix={() => setWarnings(null)} /> : undefined
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <Field
            key={field.key}
            label={field.label}
            required={field.required}
            error={errors[field.key]}
            className={field.key === 'name' || field.key.startsWith('address') ? 'sm:col-span-2' : undefined}
          >
            {(control) => <Input autoComplete="off" {...control} {...form.register(field.key)} />}
          </Field>
        ))}
        {columns.map((column) => (
          <Field key={column} label={column} labelClassName="break-words">
            {(control) => (
              <Input
                {...control}
                value={custom[column] ?? ''}
                onChange={(e) => form.setValue('customFields', { ...custom, [column]: e.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
    </FormDialog>
  );
}

/** After saving: the address check's points for this contact, and "Fix it" back to the form. */
function SavedWithWarnings({
  warnings,
  onFix,
}: {
  warnings: { list: AddressWarning[]; notes: string[] };
  onFix: () => void;
}) {
  return (
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
        <Button variant="outline" onClick={onFix}>
          Fix it
        </Button>
        <DialogClose asChild>
          <Button>Done</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}
