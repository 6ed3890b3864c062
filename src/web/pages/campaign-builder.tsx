import { PenLine } from 'lucide-react';
import { PAGE_META } from '../../shared/seo';
import { ComingSoon } from '../components/layout/coming-soon';
import { LinkButton } from '../components/ui/button';
import { usePageMeta } from '../lib/seo';

export function CampaignBuilderPage() {
  usePageMeta(PAGE_META.campaignBuilder);
  return (
    <ComingSoon
      icon={PenLine}
      eyebrow="Campaign builder"
      title="Postcard Designer"
      description="Pick a template or upload your artwork, write a personal message and choose a handwriting style. The designer opens here shortly."
      actions={
        <>
          <LinkButton to="/design-library" variant="outline">
            Browse designs
          </LinkButton>
          <LinkButton to="/">Back to home</LinkButton>
        </>
      }
    />
  );
}
