import { FileImage } from 'lucide-react';
import { useState } from 'react';
import type { TCampaign } from '../../../shared/campaign';
import { getCampaignDesign } from '../../../shared/contracts/campaigns/get-campaign-design';
import { Skeleton } from '../../components/ui/skeleton';
import { contractUrl } from '../../lib/call';
import { PersonalizedCard } from './personalized-card';
import { useDesignTemplates } from './use-design-templates';

/** The card's front: the customer's uploaded artwork, or the chosen template in the chosen colour. */
export function DesignThumbnail({ campaign }: { campaign: TCampaign }) {
  const frame = 'aspect-[7/5] w-full overflow-hidden rounded-lg border border-line bg-sand shadow-xs';
  if (campaign.designSource === 'upload') {
    return campaign.hasFrontDesign ? (
      <UploadedFront campaignId={campaign.id} className={frame} />
    ) : (
      <NoPreview className={frame} />
    );
  }
  return <TemplateFront campaign={campaign} className={frame} />;
}

function UploadedFront({ campaignId, className }: { campaignId: string; className: string }) {
  const [broken, setBroken] = useState(false);
  // A PDF cannot be drawn in an <img>; the customer still sees that their artwork is attached.
  if (broken) return <NoPreview className={className} text="Your uploaded artwork (PDF)" />;
  return (
    <img
      src={contractUrl(getCampaignDesign, { params: { id: campaignId, side: 'front' } })}
      alt="Front of your postcard"
      className={`${className} object-cover`}
      onError={() => setBroken(true)}
    />
  );
}

function TemplateFront({ campaign, className }: { campaign: TCampaign; className: string }) {
  const templates = useDesignTemplates();
  if (templates.isPending) return <Skeleton className={className} />;
  const template = templates.data?.find((t) => t.id === campaign.templateId);
  if (!template) return <NoPreview className={className} />;
  const variant = template.colorVariants.find((v) => v.name === campaign.selectedVariantId);
  return (
    <div className={className}>
      <PersonalizedCard
        template={template}
        side="front"
        variant={variant?.name}
        details={{
          logoUrl: campaign.hasLogo
            ? contractUrl(getCampaignDesign, { params: { id: campaign.id, side: 'logo' } })
            : null,
          contactInfo: campaign.contactFields,
        }}
        src={variant?.preview ?? template.preview}
        alt={`Front of your postcard: ${template.name}${variant ? `, ${variant.name}` : ''}`}
        eager
      />
    </div>
  );
}

function NoPreview({ className, text = 'Design preview unavailable' }: { className: string; text?: string }) {
  return (
    <div className={`${className} flex flex-col items-center justify-center gap-2 text-sm text-muted`}>
      <FileImage aria-hidden="true" className="size-6" />
      {text}
    </div>
  );
}
