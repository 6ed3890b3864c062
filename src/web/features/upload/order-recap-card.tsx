import { FileText, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { MAX_CONTACTS } from '../../../shared/contacts-csv';
import { HANDWRITING_STYLE_INFO } from '../../../shared/handwriting/styles';
import { centsToDecimal } from '../../../shared/money';
import { quote } from '../../../shared/pricing';
import type { TCampaignDraft } from '../../draft/campaign-draft';
import type { DraftFilesState } from '../../draft/use-draft-files';
import { cn } from '../../lib/cn';
import { filledContactFields } from '../builder/contact-field-rules';
import { PersonalizedCard } from '../catalog/personalized-card';
import { useDesignTemplates } from '../catalog/use-design-templates';
import { ReadyLine } from '../proofs/ready-line';
import { type CheckoutAction, ContinueToCheckout } from './continue-to-checkout';

function DesignThumb({ draft, files }: { draft: TCampaignDraft; files: DraftFilesState }) {
  const templates = useDesignTemplates();
  const { postcard } = draft;
  if (postcard.designSource === 'template') {
    const template = templates.data?.find((t) => t.id === postcard.selectedTemplate?.id);
    if (!template) return <div className="size-full bg-sand" />;
    const variant = template.colorVariants.find((v) => v.name === postcard.selectedVariant);
    const details = {
      logoUrl: template.logoEnabled ? files.urls.logo : null,
      contactInfo: filledContactFields(draft.contactInfo),
    };
    return (
      <PersonalizedCard
        template={template}
        side="front"
        variant={variant?.name}
        details={details}
        src={variant?.preview ?? template.preview}
        alt={`${template.name} design`}
        eager
      />
    );
  }
  const front = files.files.frontDesign;
  if (front?.type.startsWith('image/') && files.urls.frontDesign) {
    return <img src={files.urls.frontDesign} alt="Your front design" className="size-full object-cover" />;
  }
  return (
    <div className="flex size-full items-center justify-center bg-sand">
      <FileText aria-label="Your front design (PDF)" className="size-6 text-ink-600" />
    </div>
  );
}

/** The campaign so far, its estimated price and, on wide screens, 'Continue to Checkout'. */
export function OrderRecapCard({
  draft,
  files,
  contactCount,
  needsAttention,
  action,
}: {
  draft: TCampaignDraft;
  files: DraftFilesState;
  contactCount: number;
  /** Notes with any warning, once every note is checked. */
  needsAttention: number | null;
  action: CheckoutAction;
}) {
  const q = quote(Math.max(contactCount, 0));
  // Over the limit no note is ready (the contact summary and the blocker say why).
  const showReady = contactCount > 0 && contactCount <= MAX_CONTACTS && needsAttention !== null;
  const style = HANDWRITING_STYLE_INFO[draft.postcard.handwritingFont];
  const designName =
    draft.postcard.designSource === 'template'
      ? `${draft.postcard.selectedTemplate?.name ?? 'Template'}${draft.postcard.selectedVariant ? ` · ${draft.postcard.selectedVariant}` : ''}`
      : (files.files.frontDesign?.name ?? draft.postcard.frontDesign?.name ?? 'Your design');

  return (
    <section
      aria-labelledby="recap-title"
      className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="recap-title" className="text-lg font-semibold text-ink-950">
          Your Campaign
        </h2>
        <Link
          to="/campaign-builder"
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-accent-700 hover:underline"
        >
          <Pencil aria-hidden="true" className="size-3.5" />
          Edit
        </Link>
      </div>
      <div className="mt-4 flex gap-4">
        <div className="aspect-[7/5] w-28 shrink-0 overflow-hidden rounded-md shadow-sm ring-1 ring-line">
          <DesignThumb draft={draft} files={files} />
        </div>
        <dl className="min-w-0 text-sm">
          <dt className="sr-only">Name</dt>
          <dd className="truncate font-semibold text-ink-950">{draft.name}</dd>
          <dt className="sr-only">Design</dt>
          <dd className="truncate text-muted">{designName}</dd>
          <dt className="sr-only">Handwriting</dt>
          <dd className="text-muted">{style.name}</dd>
        </dl>
      </div>
      <dl className="mt-5 flex flex-col gap-2 border-t border-line pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">Recipients</dt>
          <dd className="font-medium text-ink-950 tabular-nums">{contactCount.toLocaleString('en-US')}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted">Price per note</dt>
          <dd className="font-medium text-ink-950 tabular-nums">${centsToDecimal(q.pricePerNoteCents)}</dd>
        </div>
        <div className="flex justify-between border-t border-line pt-2 text-base">
          <dt className="font-semibold text-ink-950">Estimated total</dt>
          <dd className="font-bold text-ink-950 tabular-nums">
            ${Number(centsToDecimal(q.totalCents)).toLocaleString('en-US', { minimumFractionDigits: 2 })}
          </dd>
        </div>
      </dl>
      {showReady ? (
        <ReadyLine total={contactCount} needsAttention={needsAttention} className="mt-5 text-center" />
      ) : null}
      {/* Below lg the page's checkout bar holds Continue, always in reach: one such button at a time. */}
      <ContinueToCheckout
        action={action}
        hintId="recap-hint"
        idleHint="The final price is confirmed at checkout."
        size="lg"
        className={cn('max-lg:hidden', showReady ? 'mt-2' : 'mt-5')}
      />
    </section>
  );
}
