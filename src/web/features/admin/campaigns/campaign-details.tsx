import type { ReactNode } from 'react';
import type { TAdminCampaign } from '../../../../shared/admin-campaigns';
import type { TContactField } from '../../../../shared/contact-fields';
import { isKeyOf } from '../../../../shared/guards';
import { STATIONERY_LABELS } from '../../../../shared/manual-order';
import { capitalize } from '../../../components/ui/status-badge';
import { formatDate, formatMoney, styleName } from '../ui/format';
import { CampaignFiles } from './campaign-files';
import { CampaignHistory } from './campaign-history';
import { NotesProgress } from './notes-progress';
import { ProductionPack } from './production-pack';

const FIELD_LABELS: Record<TContactField['type'], string> = {
  website: 'Website',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  socialMedia: 'Social media',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid content-start gap-2">
      <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h4>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="min-w-0 break-words text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The expanded row: message, details, design, contact fields, files, production and its history (back-office.md §2). */
export function CampaignDetails({ campaign }: { campaign: TAdminCampaign }) {
  const stationery = isKeyOf(STATIONERY_LABELS, campaign.stationeryType)
    ? STATIONERY_LABELS[campaign.stationeryType]
    : campaign.stationeryType;
  return (
    <div className="grid gap-6 p-4 sm:p-6 lg:grid-cols-2">
      <Section title="Message">
        <p className="rounded-lg border border-line bg-white p-3 text-sm leading-6 whitespace-pre-wrap text-ink-900">
          {campaign.message || '—'}
        </p>
      </Section>
      <Section title="Campaign details">
        <Facts
          rows={[
            ['Campaign', `#${campaign.number}`],
            ['Customer', campaign.customerEmail ?? '—'],
            ['Source', campaign.source === 'admin' ? 'Manual order' : 'Website'],
            ['Handwriting', styleName(campaign.handwritingStyle)],
            ['Stationery', stationery],
            ['Notes', campaign.totalNotes.toLocaleString('en-US')],
            ['Contacts', campaign.contactCount.toLocaleString('en-US')],
            ['Price per note', formatMoney(campaign.pricePerNote)],
            ['Total', `${formatMoney(campaign.totalAmount)}${campaign.customTotal ? ' (custom price)' : ''}`],
            ['Paid', campaign.paid ? 'Yes' : 'No'],
            ['Delivery date', campaign.deliveryDate ? formatDate(campaign.deliveryDate) : 'Not chosen'],
            ...(campaign.invoiceNotes
              ? [['Invoice notes', campaign.invoiceNotes] satisfies [string, ReactNode]]
              : []),
          ]}
        />
      </Section>
      <Section title="Template and design">
        <Facts
          rows={[
            ['Design', capitalize(campaign.designSource)],
            ['Template', campaign.templateName ?? (campaign.templateId ? `#${campaign.templateId}` : 'None')],
            ['Variant', campaign.selectedVariantId ?? 'Default'],
          ]}
        />
      </Section>
      <Section title="Contact fields added">
        {campaign.contactFields.length === 0 ? (
          <p className="text-sm text-muted">None</p>
        ) : (
          <Facts
            rows={campaign.contactFields.map((field, i) => [
              `${FIELD_LABELS[field.type]}${field.platform ? ` (${capitalize(field.platform)})` : ''}${
                campaign.contactFields.filter((f) => f.type === field.type).length > 1 ? ` ${i + 1}` : ''
              }`,
              field.value,
            ])}
          />
        )}
      </Section>
      <div className="lg:col-span-2">
        <Section title="Files">
          <CampaignFiles campaign={campaign} />
        </Section>
      </div>
      <div className="lg:col-span-2">
        <Section title="Production pack">
          <ProductionPack campaign={campaign} />
        </Section>
      </div>
      <div className="lg:col-span-2">
        <Section title="Notes written and mailed">
          <NotesProgress campaign={campaign} />
        </Section>
      </div>
      <div className="lg:col-span-2">
        <Section title="Status history">
          <CampaignHistory campaign={campaign} />
        </Section>
      </div>
    </div>
  );
}
