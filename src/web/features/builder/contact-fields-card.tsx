import { AtSign, CircleAlert, Globe, MapPin, Phone, Plus, Share2, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { TDesignTemplate } from '../../../shared/catalog';
import type { ContactFieldType, SocialPlatform } from '../../../shared/contact-fields';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import type { DesignSource, TContactFieldEntry } from '../../draft/campaign-draft';
import { SectionCard } from '../../draft/ordering-header';
import type { BuilderAction } from './builder-state';
import {
  addableFieldTypes,
  availablePlatforms,
  CONTACT_FIELD_LABELS,
  CONTACT_FIELD_PLACEHOLDERS,
  enabledFieldTypes,
  maxContactFields,
  SOCIAL_PLATFORM_LABELS,
} from './contact-field-rules';

const ICONS: Record<ContactFieldType, typeof Globe> = {
  website: Globe,
  email: AtSign,
  phone: Phone,
  address: MapPin,
  socialMedia: Share2,
};

export interface ContactFieldsCardProps {
  source: DesignSource;
  template: TDesignTemplate | null;
  fields: TContactFieldEntry[];
  /** Details the card cannot print whole, each naming the detail (src/shared/place-card-details.ts). */
  problems?: readonly string[];
  dispatch: (action: BuilderAction) => void;
}

/** Contact details printed on the card (public-site.md §3, §4). */
export function ContactFieldsCard({
  source,
  template,
  fields,
  problems = [],
  dispatch,
}: ContactFieldsCardProps) {
  const enabled = enabledFieldTypes(source, template);
  const max = maxContactFields(source, template);
  const addable = addableFieldTypes(fields, enabled, max);

  // A field just added takes the focus, so the customer types its value straight away (issue 22).
  const focusAdded = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAdded.current;
    if (index === null || index >= fields.length) return;
    focusAdded.current = null;
    document.getElementById(`contact-field-${index}`)?.focus();
  }, [fields.length]);

  const add = (type: ContactFieldType) => {
    const platform = type === 'socialMedia' ? availablePlatforms(fields, -1)[0] : undefined;
    focusAdded.current = fields.length;
    dispatch({ type: 'addContactField', fieldType: type, platform });
  };

  let body: React.ReactNode;
  if (source === 'template' && !template) {
    body = <p className="text-sm text-muted">Choose a template to see which contact details it can show.</p>;
  } else if (enabled.length === 0) {
    body = <p className="text-sm text-muted">This design has no space for contact details.</p>;
  } else {
    body = (
      <div className="flex flex-col gap-3">
        {fields.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {fields.map((field, index) => {
              const Icon = ICONS[field.type];
              const label = CONTACT_FIELD_LABELS[field.type];
              const inputId = `contact-field-${index}`;
              return (
                <li key={index} className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-sand text-ink-700">
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  {field.type === 'socialMedia' ? (
                    <div className="w-36 shrink-0">
                      <Select<SocialPlatform | ''>
                        aria-label={`Platform for contact field ${index + 1}`}
                        placeholder="Platform…"
                        value={field.socialPlatform ?? ''}
                        onValueChange={(platform) =>
                          dispatch({
                            type: 'updateContactField',
                            index,
                            patch: { socialPlatform: platform || undefined },
                          })
                        }
                        options={availablePlatforms(fields, index).map((p) => ({
                          value: p,
                          label: SOCIAL_PLATFORM_LABELS[p],
                        }))}
                      />
                    </div>
                  ) : null}
                  <label htmlFor={inputId} className="sr-only">
                    {label}
                  </label>
                  <Input
                    id={inputId}
                    value={field.value}
                    placeholder={CONTACT_FIELD_PLACEHOLDERS[field.type]}
                    maxLength={200}
                    aria-invalid={
                      (field.value.trim() !== '' &&
                        problems.some((p) => p.includes(`"${field.value.trim()}"`))) ||
                      undefined
                    }
                    aria-describedby={problems.length > 0 ? 'contact-fit-status' : undefined}
                    onChange={(e) =>
                      dispatch({ type: 'updateContactField', index, patch: { value: e.target.value } })
                    }
                    className="min-w-40 flex-1 sm:min-w-0"
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${label.toLowerCase()}`}
                    onClick={() => dispatch({ type: 'removeContactField', index })}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : null}
        {addable.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {addable.map((type) => (
              <Button key={type} variant="outline" size="sm" onClick={() => add(type)}>
                <Plus aria-hidden="true" />
                {CONTACT_FIELD_LABELS[type]}
              </Button>
            ))}
          </div>
        ) : (
          <p className="text-sm text-muted">
            {fields.length >= max
              ? `You've added the maximum of ${max} contact details for this design.`
              : 'Every contact detail this design offers is in use.'}
          </p>
        )}
        {/* Announced as it changes: typing past what the card holds names the detail at once. */}
        <div id="contact-fit-status" aria-live="polite">
          {problems.length > 0 ? (
            <ul
              data-testid="contact-fit-problems"
              className="flex flex-col gap-1.5 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              {problems.map((problem) => (
                <li key={problem} className="flex gap-2">
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {problem}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <p className="text-xs text-subtle">
          Empty fields are left off the card. Long details print smaller or wrap onto a second line where the
          design has room.
        </p>
      </div>
    );
  }

  return (
    <SectionCard
      labelledBy="contact-info-title"
      title="Contact Information"
      description="Details printed on the card so recipients can reach you."
      action={
        enabled.length > 0 ? (
          <span className="shrink-0 rounded-full bg-sand px-2.5 py-1 text-xs font-semibold text-ink-800">
            {fields.length} / {max}
          </span>
        ) : null
      }
    >
      {body}
    </SectionCard>
  );
}
