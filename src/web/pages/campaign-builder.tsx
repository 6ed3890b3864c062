import { PAGE_META } from '../../shared/seo';
import { CampaignBuilder } from '../features/builder/campaign-builder';
import { usePageMeta } from '../lib/seo';

export default function CampaignBuilderPage() {
  usePageMeta(PAGE_META.campaignBuilder);
  return <CampaignBuilder />;
}
