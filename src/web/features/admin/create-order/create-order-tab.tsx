import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreditCard, FileText, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  CONTACTS_UPLOAD,
  DEFAULT_MANUAL_NOTE_COUNT,
  DESIGN_UPLOAD,
  MANUAL_ORDER_MESSAGES,
  STATIONERY_LABELS,
  STATIONERY_TYPES,
  type TManualOrderInput,
  ZManualOrderSchema,
} from '../../../../shared/admin';
import { HANDWRITING_STYLE_INFO, HANDWRITING_STYLES } from '../../../../shared/handwriting';
import type { PaymentMethod } from '../../../../shared/statuses';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { ADMIN_KEYS } from '../queries';
import { FileField, hasExtension } from '../ui/file-field';
import { Select } from '../ui/select';
import { SwitchField } from '../ui/switch';
import { OrderCreatedPanel } from './order-created-panel';
import { PaymentMethodField } from './payment-method-field';
import { PriceSummary } from './price-summary';
import { type ManualOrderFiles, type ManualOrderResult, submitManualOrder } from './submit-manual-order';
import { TemplatePicker } from './template-picker';

interface FormState {
  customerEmail: string;
  campaignName: string;
  message: string;
  handwritingStyle: string;
  stationeryType: string;
  totalNotes: string;
  useCustomPrice: boolean;
  customPrice: string;
  deliveryDate: string;
  templateId: number | null;
  selectedVariantId: string | null;
  invoiceNotes: string;
  paymentMethod: PaymentMethod;
}

const INITIAL: FormState = {
  customerEmail: '',
  campaignName: '',
  message: '',
  handwritingStyle: 'professional',
  stationeryType: 'postcard',
  totalNotes: String(DEFAULT_MANUAL_NOTE_COUNT),
  useCustomPrice: false,
  customPrice: '',
  deliveryDate: '',
  templateId: null,
  selectedVariantId: null,
  invoiceNotes: '',
  paymentMethod: 'invoice',
};

const NO_FILES: ManualOrderFiles = { front: null, back: null, contacts: null };

const STYLE_OPTIONS = HANDWRITING_STYLES.map((id) => ({ value: id, label: HANDWRITING_STYLE_INFO[id].name }));
const STATIONERY_OPTIONS = STATIONERY_TYPES.map((id) => ({ value: id, label: STATIONERY_LABELS[id] }));
const DESIGN_ACCEPT = DESIGN_UPLOAD.extensions.map((e) => `.${e}`).join(',');

/** Number of notes: at least 1; anything that is not a number falls back to 25 (back-office.md §5). */
export function noteCountOf(value: string): number {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? Math.max(1, n) : DEFAULT_MANUAL_NOTE_COUNT;
}

/** The manual order form (back-office.md §2 "Create Order tab"). */
export function CreateOrderTab() {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FormState>(INITIAL);
  const [files, setFiles] = useState<ManualOrderFiles>(NO_FILES);
  // Remounting the form clears the native file inputs after a successful order.
  const [formKey, setFormKey] = useState(0);
  const [created, setCreated] = useState<{ result: ManualOrderResult; email: string } | null>(null);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const mutation = useMutation({
    mutationFn: (input: { order: TManualOrderInput; files: ManualOrderFiles; method: PaymentMethod }) =>
      submitManualOrder(input.order, input.files, input.method),
    onSuccess: (result, { order }) => {
      const email = order.customerEmail ?? '';
      if (result.method === 'invoice') {
        toast({
          title: 'Invoice Sent',
          description: `Invoice sent to ${email}. Order ID: #${result.orderNumber}`,
        });
      } else {
        toast({
          title: 'Campaign Created',
          description: 'Campaign created successfully. Redirect customer to payment.',
        });
      }
      setCreated({ result, email });
      setForm(INITIAL);
      setFiles(NO_FILES);
      setFormKey((k) => k + 1);
      for (const key of [ADMIN_KEYS.campaigns, ADMIN_KEYS.orders, ADMIN_KEYS.stats])
        void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (err) => {
      console.error('Manual order failed', err);
      toast({
        variant: 'destructive',
        title: 'Error Creating Order',
        description: errorMessage(err, 'Failed to create order. Check console for details.'),
      });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.customerEmail.trim() || !form.campaignName.trim() || !form.message.trim()) {
      toast({
        variant: 'destructive',
        title: MANUAL_ORDER_MESSAGES.requiredTitle,
        description: MANUAL_ORDER_MESSAGES.required,
      });
      return;
    }
    const customTotal = form.useCustomPrice ? Number(form.customPrice) : null;
    if (customTotal !== null && !(Number.isFinite(customTotal) && customTotal > 0)) {
      toast({
        variant: 'destructive',
        title: MANUAL_ORDER_MESSAGES.customPriceTitle,
        description: MANUAL_ORDER_MESSAGES.customPrice,
      });
      return;
    }
    const order: TManualOrderInput = {
      customerEmail: form.customerEmail.trim(),
      campaignName: form.campaignName.trim(),
      message: form.message.trim(),
      handwritingStyle: form.handwritingStyle,
      stationeryType: form.stationeryType as TManualOrderInput['stationeryType'],
      totalNotes: noteCountOf(form.totalNotes),
      customTotal: customTotal === null ? null : customTotal.toFixed(2),
      deliveryDate: form.deliveryDate || null,
      templateId: form.templateId,
      selectedVariantId: form.selectedVariantId,
      invoiceNotes: form.invoiceNotes.trim(),
    };
    // The server's own rules, checked before any file is uploaded.
    const checked = ZManualOrderSchema.safeParse(order);
    if (!checked.success) {
      toast({
        variant: 'destructive',
        title: 'Error Creating Order',
        description: checked.error.issues[0]?.message ?? 'Please check the form.',
      });
      return;
    }
    mutation.mutate({ order, files, method: form.paymentMethod });
  };

  const busy = mutation.isPending;
  const noteCount = noteCountOf(form.totalNotes);

  return (
    <div className="grid gap-6">
      {created ? (
        <OrderCreatedPanel result={created.result} email={created.email} onDismiss={() => setCreated(null)} />
      ) : null}
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
            <div className="grid content-start gap-2">
              <Label htmlFor="order-email" required>
                Customer email
              </Label>
              <Input
                id="order-email"
                type="email"
                autoComplete="off"
                required
                value={form.customerEmail}
                onChange={(e) => set('customerEmail', e.target.value)}
                placeholder="customer@company.com"
              />
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="order-name" required>
                Campaign name
              </Label>
              <Input
                id="order-name"
                required
                value={form.campaignName}
                onChange={(e) => set('campaignName', e.target.value)}
                placeholder="Spring open house"
              />
            </div>
            <div className="grid gap-2 sm:col-span-2">
              <Label htmlFor="order-message" required>
                Message
              </Label>
              <Textarea
                id="order-message"
                required
                value={form.message}
                onChange={(e) => set('message', e.target.value)}
                placeholder="Hi {{first_name}}, thank you for…"
              />
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="order-style">Handwriting style</Label>
              <Select
                id="order-style"
                value={form.handwritingStyle}
                onValueChange={(v) => set('handwritingStyle', v)}
                options={STYLE_OPTIONS}
              />
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="order-stationery">Stationery type</Label>
              <Select
                id="order-stationery"
                value={form.stationeryType}
                onValueChange={(v) => set('stationeryType', v)}
                options={STATIONERY_OPTIONS}
              />
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="order-notes">Number of notes</Label>
              <Input
                id="order-notes"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={form.totalNotes}
                onChange={(e) => set('totalNotes', e.target.value)}
                onBlur={() => set('totalNotes', String(noteCount))}
                aria-describedby="order-notes-hint"
              />
              <p id="order-notes-hint" className="text-xs text-muted">
                With a contacts CSV, the number of valid contacts in it is used instead.
              </p>
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="order-delivery">Delivery date</Label>
              <Input
                id="order-delivery"
                type="date"
                value={form.deliveryDate}
                onChange={(e) => set('deliveryDate', e.target.value)}
              />
            </div>
            <div className="grid gap-3 rounded-xl border border-line bg-sand/40 p-4 sm:col-span-2">
              <SwitchField
                label="Custom price override"
                description="Replace the table price with a total agreed with the customer."
                checked={form.useCustomPrice}
                onCheckedChange={(on) => set('useCustomPrice', on)}
              />
              {form.useCustomPrice ? (
                <div className="grid gap-2 sm:max-w-60">
                  <Label htmlFor="order-custom-price" required>
                    Custom total (USD)
                  </Label>
                  <div className="relative">
                    <span
                      aria-hidden="true"
                      className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-sm text-muted"
                    >
                      $
                    </span>
                    <Input
                      id="order-custom-price"
                      type="number"
                      inputMode="decimal"
                      min={0.01}
                      step={0.01}
                      className="pl-7"
                      value={form.customPrice}
                      onChange={(e) => set('customPrice', e.target.value)}
                      placeholder="0.00"
                    />
                  </div>
                </div>
              ) : null}
            </div>
            <TemplatePicker
              templateId={form.templateId}
              variant={form.selectedVariantId}
              onChange={(templateId, variant) =>
                setForm((f) => ({ ...f, templateId, selectedVariantId: variant }))
              }
            />
            <FileField
              label="Front design"
              accept={DESIGN_ACCEPT}
              hint="JPG, PNG, PDF, AI or PSD · max 10MB"
              file={files.front}
              onChange={(front) => {
                setFiles((f) => ({ ...f, front }));
                return true;
              }}
            />
            <FileField
              label="Back design"
              accept={DESIGN_ACCEPT}
              hint="JPG, PNG, PDF, AI or PSD · max 10MB"
              file={files.back}
              onChange={(back) => {
                setFiles((f) => ({ ...f, back }));
                return true;
              }}
            />
            <div className="sm:col-span-2">
              <FileField
                label="Contacts CSV"
                accept=".csv"
                hint="CSV with name, address, city, state and zipcode columns · max 5MB"
                file={files.contacts}
                onChange={(contacts) => {
                  if (contacts && !hasExtension(contacts, CONTACTS_UPLOAD.extensions)) {
                    toast({
                      variant: 'destructive',
                      title: 'Invalid File Format',
                      description: 'Please upload a CSV file.',
                    });
                    setFiles((f) => ({ ...f, contacts: null }));
                    return false;
                  }
                  setFiles((f) => ({ ...f, contacts }));
                  return true;
                }}
              />
            </div>
            <div className="grid gap-2 sm:col-span-2">
              <Label htmlFor="order-invoice-notes">Invoice notes</Label>
              <Textarea
                id="order-invoice-notes"
                className="min-h-[88px]"
                value={form.invoiceNotes}
                onChange={(e) => set('invoiceNotes', e.target.value)}
                placeholder="Shown to the customer in the invoice e-mail"
              />
            </div>
          </fieldset>
        </Card>
        <div className="grid content-start gap-4 lg:sticky lg:top-4 lg:self-start">
          <PaymentMethodField
            value={form.paymentMethod}
            onChange={(m) => set('paymentMethod', m)}
            disabled={busy}
          />
          <PriceSummary
            noteCount={noteCount}
            customTotal={form.useCustomPrice ? form.customPrice : null}
            hasContactsFile={files.contacts !== null}
          />
          <Button type="submit" size="lg" disabled={busy} className="w-full">
            {busy ? (
              <Spinner label={null} className="size-5" />
            ) : form.paymentMethod === 'invoice' ? (
              <Send aria-hidden="true" />
            ) : (
              <CreditCard aria-hidden="true" />
            )}
            {busy
              ? 'Creating order...'
              : form.paymentMethod === 'invoice'
                ? 'Send Invoice'
                : 'Create Campaign for Card Payment'}
          </Button>
          <p className="flex items-start gap-2 text-xs text-muted">
            <FileText aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            {form.paymentMethod === 'invoice'
              ? 'The customer gets an e-mail with a secure link to pay by card.'
              : 'A draft campaign is created; share the checkout link with the customer.'}
          </p>
        </div>
      </form>
    </div>
  );
}
