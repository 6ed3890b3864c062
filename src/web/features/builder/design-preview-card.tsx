import { FileText, ImageOff } from 'lucide-react';
import { useState } from 'react';
import type { TDesignTemplate } from '../../../shared/catalog';
import { backArtworkOf } from '../../../shared/variant-back';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import type { TCampaignDraft } from '../../draft/campaign-draft';
import { SectionCard } from '../../draft/ordering-header';
import type { DraftFilesState } from '../../draft/use-draft-files';
import { PersonalizedCard } from '../catalog/personalized-card';
import { backSideAvailable } from './builder-state';
import { CONTACT_FIELD_LABELS, filledContactFields, SOCIAL_PLATFORM_LABELS } from './contact-field-rules';
import { findVariant } from './template-variants';

function EmptyFace({ text }: { text: string }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-2 p-6 text-center text-sm text-muted">
      <ImageOff aria-hidden="true" className="size-8 text-subtle" />
      {text}
    </div>
  );
}

function UploadedFace({ file, url, label }: { file: File; url: string | undefined; label: string }) {
  if (file.type.startsWith('image/') && url) {
    return <img src={url} alt={label} className="size-full object-contain" />;
  }
  return (
    <div className="flex size-full flex-col items-center justify-center gap-2 p-6 text-center">
      <FileText aria-hidden="true" className="size-10 text-ink-600" />
      <p className="max-w-full truncate text-sm font-semibold text-ink-950">{file.name}</p>
      <p className="text-xs text-muted">PDF artwork: our designers check it before printing.</p>
    </div>
  );
}

export interface DesignPreviewCardProps {
  draft: TCampaignDraft;
  template: TDesignTemplate | null;
  files: DraftFilesState;
  showLogo: boolean;
}

/** The card as it will look: Front Side / Back Side tabs and the 7 × 5 in badge (public-site.md §2, §4). */
export function DesignPreviewCard({ draft, template, files, showLogo }: DesignPreviewCardProps) {
  const [tab, setTab] = useState<'front' | 'back'>('front');
  const { postcard } = draft;
  const backEnabled = backSideAvailable(draft, template);
  const current = backEnabled ? tab : 'front';
  const isTemplate = postcard.designSource === 'template';
  const printed = {
    logoUrl: showLogo ? files.urls.logo : null,
    contactInfo: filledContactFields(draft.contactInfo),
  };

  const face = (side: 'front' | 'back') => {
    if (files.loading && !isTemplate) return <Skeleton className="size-full rounded-none" />;
    if (isTemplate) {
      if (!template) return <EmptyFace text="Choose a template to preview your postcard." />;
      const preview =
        side === 'front'
          ? findVariant(template, postcard.selectedVariant).preview
          : backArtworkOf(template, postcard.selectedVariant).preview;
      if (!preview) return <EmptyFace text="This design is single-sided." />;
      return (
        <PersonalizedCard
          template={template}
          side={side}
          variant={postcard.selectedVariant}
          details={printed}
          src={preview}
          alt={`${template.name} ${side === 'front' ? 'front' : 'back'} preview`}
          eager
        />
      );
    }
    const slot = side === 'front' ? 'frontDesign' : 'backDesign';
    const file = files.files[slot];
    if (!file) return <EmptyFace text={`Upload your ${side} design to preview it here.`} />;
    return <UploadedFace file={file} url={files.urls[slot]} label={`Your ${side} design`} />;
  };

  const logo = showLogo ? files.files.logo : undefined;
  const details = draft.contactInfo;

  return (
    <SectionCard
      labelledBy="design-preview-title"
      title="Design Preview"
      action={<Badge variant="secondary">7 × 5 in</Badge>}
    >
      <Tabs value={current} onValueChange={(v) => setTab(v === 'back' ? 'back' : 'front')}>
        <TabsList aria-label="Postcard side">
          <TabsTrigger value="front">Front Side</TabsTrigger>
          <TabsTrigger value="back" disabled={!backEnabled}>
            Back Side
          </TabsTrigger>
        </TabsList>
        {(['front', 'back'] as const).map((side) => (
          <TabsContent key={side} value={side}>
            <div className="mx-auto aspect-[7/5] w-full overflow-hidden rounded-lg bg-sand shadow-lift ring-1 ring-line">
              {face(side)}
            </div>
          </TabsContent>
        ))}
      </Tabs>
      {logo || details.length > 0 ? (
        <div className="mt-4 flex flex-wrap items-center gap-2 text-xs text-muted">
          <span className="font-medium text-ink-900">Printed on your card:</span>
          {logo && files.urls.logo ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-sand px-2 py-1">
              <img src={files.urls.logo} alt="" className="size-4 object-contain" />
              Logo
            </span>
          ) : null}
          {details.map((d, i) => (
            <span key={i} className="rounded-full bg-sand px-2 py-1" title={CONTACT_FIELD_LABELS[d.type]}>
              {d.type === 'socialMedia' && d.socialPlatform
                ? `${SOCIAL_PLATFORM_LABELS[d.socialPlatform]}: `
                : ''}
              {d.value}
            </span>
          ))}
        </div>
      ) : null}
    </SectionCard>
  );
}
