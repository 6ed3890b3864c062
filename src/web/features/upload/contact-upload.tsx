import { FileQuestion } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CSV_MESSAGES, MAX_CONTACTS, type TContact } from '../../../shared/contacts-csv';
import { LinkButton } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { OrderingPage } from '../../draft/ordering-header';
import { ResumeGate } from '../../draft/resume-gate';
import { trackEvent } from '../../lib/analytics';
import { errorMessage } from '../../lib/api';
import { AddressWarnings } from './address-warnings';
import { CheckoutBar } from './checkout-bar';
import { ContactSummaryCard } from './contact-summary-card';
import type { CheckoutAction } from './continue-to-checkout';
import { CsvDropZone } from './csv-drop-zone';
import { DeliveryDateCard } from './delivery-date-card';
import { EmptyFieldsReport } from './empty-fields-report';
import { FormatExampleCard } from './format-example-card';
import { KeptContactsNote } from './kept-contacts-note';
import { NotesPreviewCard } from './notes-preview-card';
import { OrderRecapCard } from './order-recap-card';
import { SaveListOption, useSaveListOption } from './save-list-option';
import { SavedListPicker } from './saved-list-picker';
import { SubmitError, submitCampaign } from './submit-campaign';
import { TemplateDownloadCard } from './template-download-card';
import { TypedDateWarnings } from './typed-date-warnings';
import { UploadIssues } from './upload-issues';
import { useContactUpload } from './use-contact-upload';
import { useNotesPreview } from './use-notes-preview';

const NO_CONTACTS: TContact[] = [];

function DraftNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-white text-ink-700 shadow-card ring-1 ring-line">
        <FileQuestion aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink-950">
        Campaign data not found. Please start over.
      </h1>
      <p className="mt-3 text-muted">
        Your campaign design lives in this browser tab until checkout. Design your postcard first, then come
        back to upload your contacts.
      </p>
      <LinkButton to="/campaign-builder" className="mt-8">
        Go to Campaign Builder
      </LinkButton>
    </div>
  );
}

/**
 * Contact upload (public-site.md §2): the CSV, its check, the delivery date and Continue to Checkout. With
 * `?campaign={id}` (back from checkout) it opens that campaign's draft.
 */
export function ContactUpload() {
  return (
    <ResumeGate>
      <UploadForm />
    </ResumeGate>
  );
}

function UploadForm() {
  const navigate = useNavigate();
  const upload = useContactUpload();
  const [pending, setPending] = useState(false);
  const dateCard = useRef<HTMLDivElement>(null);
  const { draft, files, csv, deliveryDate, savedList } = upload;
  const result = csv.status === 'done' ? csv.result : (savedList?.result ?? null);
  const contacts = result?.contacts ?? NO_CONTACTS;
  const notes = useNotesPreview(draft, contacts, files);
  const saveList = useSaveListOption(csv.status === 'done' ? csv.file : null, contacts);

  if (!draft) return <DraftNotFound />;

  // Back from checkout in another tab: the contacts the server holds stay unless a new CSV replaces them.
  const kept =
    csv.status === 'idle' && !savedList && draft.upload.createdCampaign ? draft.upload.keptContacts : 0;
  const blocker =
    kept > 0
      ? !deliveryDate
        ? 'Choose a delivery date.'
        : null
      : contacts.length === 0
        ? 'Upload a CSV with at least one valid contact.'
        : contacts.length > MAX_CONTACTS
          ? CSV_MESSAGES.limit
          : notes.fontFailed || notes.check.status === 'failed'
            ? 'Your notes could not be checked. Reload the page to try again.'
            : notes.check.status !== 'done'
              ? 'Checking your notes…'
              : (notes.blocked ?? (!deliveryDate ? 'Choose a delivery date.' : null));

  const onContinue = async () => {
    if (blocker || !deliveryDate || pending) return;
    setPending(true);
    try {
      const id = await submitCampaign({
        draft,
        files: files.files,
        contacts,
        deliveryDate,
        onCreated: upload.rememberCreated,
      });
      trackEvent('campaign_created', { contacts: contacts.length });
      // The order goes on whatever happens to the list: a list that could not be saved is only said.
      await saveList.save().then(
        (name) => name && toast({ title: 'List saved', description: `"${name}" is in your saved lists.` }),
        (err: unknown) =>
          toast({ variant: 'destructive', title: 'List not saved', description: errorMessage(err) }),
      );
      // The draft and its files stay until payment: from checkout the customer can come back and fix them.
      navigate(`/checkout/${id}`);
    } catch (err) {
      setPending(false);
      toast({
        variant: 'destructive',
        title: 'Error creating campaign',
        description: err instanceof SubmitError ? err.message : 'Please try again.',
      });
    }
  };

  const action: CheckoutAction = {
    canContinue: blocker === null && !files.loading,
    pending,
    blocker,
    blocked: notes.blocked !== null,
    onContinue: () => void onContinue(),
  };
  const contactCount = kept > 0 ? kept : contacts.length;
  const showDateCard = () => {
    dateCard.current?.scrollIntoView({ block: 'start' });
    dateCard.current?.focus({ preventScroll: true });
  };

  return (
    <OrderingPage
      back={{ to: '/campaign-builder', label: 'Back to Designer' }}
      step={1}
      title="Upload Your Contacts"
      description="Add the people who'll receive a handwritten note, check the list, and choose when it should arrive."
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-8">
        <div className="flex min-w-0 flex-col gap-6">
          <TemplateDownloadCard />
          <CsvDropZone
            state={csv}
            onSelect={(f) => void upload.selectCsv(f)}
            onRemove={() => void upload.removeCsv()}
          />
          <SavedListPicker
            chosen={savedList}
            onChoose={(source) => void upload.chooseSavedList(source)}
            onClear={() => void upload.removeCsv()}
          />
          {kept > 0 ? <KeptContactsNote count={kept} /> : null}
          {result ? (
            <>
              <UploadIssues result={result} />
              {csv.status === 'done' ? <TypedDateWarnings result={result} /> : null}
              <AddressWarnings contacts={contacts} />
              <ContactSummaryCard result={result} />
              <SaveListOption option={saveList} />
              <EmptyFieldsReport message={draft.postcard.message} contacts={contacts} />
              {contacts.length > 0 && notes.noteDraft ? (
                <NotesPreviewCard
                  draft={notes.noteDraft}
                  contacts={contacts}
                  font={notes.font}
                  fontFailed={notes.fontFailed}
                  check={notes.check}
                  printedBack={notes.printedBack}
                />
              ) : null}
            </>
          ) : null}
        </div>
        {/* Beside the list on wide screens, straight after it on phones (before the format reference). */}
        <div className="flex min-w-0 flex-col gap-6 self-start lg:sticky lg:top-[calc(var(--qp-header-h)+1.5rem)] lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {/* Focused by the checkout bar's "Choose a date", so a screen reader starts at the card's title. */}
          <div ref={dateCard} tabIndex={-1} className="scroll-mt-[calc(var(--qp-header-h)+1rem)] rounded-2xl">
            <DeliveryDateCard
              value={deliveryDate}
              earliest={upload.earliestDate}
              onChange={upload.setDeliveryDate}
            />
          </div>
          <OrderRecapCard
            draft={draft}
            files={files}
            contactCount={contactCount}
            needsAttention={notes.needsAttention}
            action={action}
          />
        </div>
        <div className="min-w-0 lg:col-start-1">
          <FormatExampleCard />
        </div>
      </div>
      <CheckoutBar
        count={contactCount}
        deliveryDate={deliveryDate}
        onChooseDate={showDateCard}
        action={action}
      />
    </OrderingPage>
  );
}
