import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { MANUAL_ORDER_MESSAGES, ZManualOrderSchema } from '../../../../shared/manual-order';
import type { PaymentMethod } from '../../../../shared/statuses';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { CustomPriceField } from './custom-price-field';
import { CustomerFields } from './customer-fields';
import { NoteOptionsFields } from './note-options-fields';
import { OrderCreatedPanel } from './order-created-panel';
import { OrderFilesFields } from './order-files-fields';
import { EMPTY_ORDER, invalidOrderToast, noteCountOf, type OrderFormValues } from './order-form';
import { OrderSidebar } from './order-sidebar';
import type { ManualOrderFiles, ManualOrderResult } from './submit-manual-order';
import { TemplatePicker } from './template-picker';
import { useContactsUpload } from './use-contacts-upload';
import { useCreateOrder } from './use-create-order';

const NO_FILES: ManualOrderFiles = { front: null, back: null };

/**
 * The manual order form (back-office.md §2 "Create Order tab"). The form is checked with the server's own
 * schema (raw: the values are sent as typed, the server parses them again) before any design is uploaded.
 * The contacts CSV is checked by the server when chosen; the number of notes must equal its valid
 * recipients, which staff confirm with one click rather than have their number replaced unseen.
 */
export function CreateOrderTab() {
  const form = useForm<OrderFormValues, unknown, OrderFormValues>({
    resolver: zodResolver(ZManualOrderSchema, undefined, { raw: true }),
    defaultValues: EMPTY_ORDER,
  });
  const [files, setFiles] = useState<ManualOrderFiles>(NO_FILES);
  const [method, setMethod] = useState<PaymentMethod>('invoice');
  // Remounting the form clears the native file inputs after a successful order.
  const [formKey, setFormKey] = useState(0);
  const [created, setCreated] = useState<{ result: ManualOrderResult; email: string } | null>(null);
  const [templateId, selectedVariantId, totalNotes] = useWatch({
    control: form.control,
    name: ['templateId', 'selectedVariantId', 'totalNotes'],
  });
  const noteCount = noteCountOf(totalNotes);
  const setContactsFileId = useCallback(
    (fileId: string) => form.setValue('contactsFileId', fileId),
    [form.setValue],
  );
  const contacts = useContactsUpload(setContactsFileId);
  const recipients = contacts.state.status === 'done' ? contacts.state.result.contactCount : null;

  const mutation = useCreateOrder((result, email) => {
    setCreated({ result, email });
    form.reset(EMPTY_ORDER);
    setFiles(NO_FILES);
    contacts.reset();
    setMethod('invoice');
    setFormKey((k) => k + 1);
  });

  const refuse = (description: string) =>
    toast({ variant: 'destructive', title: 'Error Creating Order', description });
  const submit = form.handleSubmit(
    (order) => {
      // The server refuses these too; saying so here keeps the designs from being uploaded for nothing.
      if (contacts.state.status === 'checking') return refuse('The contacts CSV is still being checked.');
      if (recipients !== null && recipients !== noteCount)
        return refuse(MANUAL_ORDER_MESSAGES.noteCountMismatch(noteCount, recipients));
      if (templateId && files.front) return refuse(MANUAL_ORDER_MESSAGES.templateAndFront);
      mutation.mutate({ order, files, method });
    },
    (errors) => toast({ variant: 'destructive', ...invalidOrderToast(errors) }),
  );
  const busy = mutation.isPending;

  return (
    <div className="grid gap-6">
      {created ? (
        <OrderCreatedPanel result={created.result} email={created.email} onDismiss={() => setCreated(null)} />
      ) : null}
      <FormProvider {...form}>
        <form
          key={formKey}
          onSubmit={submit}
          noValidate
          className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
        >
          <Card className="grid min-w-0 gap-6 p-5 sm:p-7">
            <div>
              <h2 className="text-lg font-semibold text-ink-950">Create Order</h2>
              <p className="mt-1 text-sm text-muted">
                Take a phone or e-mail order: send the customer an invoice or a link to pay by card.
              </p>
            </div>
            <fieldset className="grid min-w-0 grid-cols-1 gap-5 sm:grid-cols-2" disabled={busy}>
              <legend className="sr-only">Customer and campaign</legend>
              <CustomerFields />
              <NoteOptionsFields />
              <CustomPriceField />
              <TemplatePicker
                templateId={templateId ?? null}
                variant={selectedVariantId ?? null}
                onChange={(template, variant) => {
                  form.setValue('templateId', template);
                  form.setValue('selectedVariantId', variant);
                }}
              />
              <OrderFilesFields
                files={files}
                onChange={setFiles}
                hasTemplate={Boolean(templateId)}
                contacts={contacts.state}
                onContactsChange={(file) => void contacts.choose(file)}
                noteCount={noteCount}
                onUseCount={(count) => form.setValue('totalNotes', count, { shouldDirty: true })}
              />
              <Field id="order-invoice-notes" label="Invoice notes" className="sm:col-span-2">
                {(control) => (
                  <Textarea
                    {...control}
                    className="min-h-[88px]"
                    placeholder="Shown to the customer in the invoice e-mail"
                    {...form.register('invoiceNotes')}
                  />
                )}
              </Field>
            </fieldset>
          </Card>
          <OrderSidebar method={method} onMethodChange={setMethod} recipients={recipients} busy={busy} />
        </form>
      </FormProvider>
    </div>
  );
}
