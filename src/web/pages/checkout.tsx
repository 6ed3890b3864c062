import { useParams } from 'react-router';
import { PAGE_META } from '../../shared/seo';
import { Checkout } from '../features/checkout/checkout';
import { CampaignNotFound } from '../features/checkout/checkout-states';
import { usePageMeta } from '../lib/seo';

export default function CheckoutPage() {
  const { campaignId } = useParams();
  usePageMeta({ ...PAGE_META.checkout, path: campaignId ? `/checkout/${campaignId}` : '/checkout' });
  return campaignId ? <Checkout campaignId={campaignId} /> : <CampaignNotFound />;
}
