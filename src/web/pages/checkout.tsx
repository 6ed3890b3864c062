import { CreditCard, SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { PAGE_META } from '../../shared/seo';
import { ComingSoon } from '../components/layout/coming-soon';
import { LinkButton } from '../components/ui/button';
import { usePageMeta } from '../lib/seo';

export function CheckoutPage() {
  const { campaignId } = useParams();
  usePageMeta({ ...PAGE_META.checkout, path: campaignId ? `/checkout/${campaignId}` : '/checkout' });

  if (!campaignId) {
    return (
      <ComingSoon
        icon={SearchX}
        eyebrow="Checkout"
        title="Campaign not found"
        description="This checkout link is missing its campaign. Start a new campaign to continue."
        actions={
          <>
            <LinkButton to="/" variant="outline">
              Back to home
            </LinkButton>
            <LinkButton to="/campaign-builder">Start a new campaign</LinkButton>
          </>
        }
      />
    );
  }

  return (
    <ComingSoon
      icon={CreditCard}
      eyebrow="Step 3 of 3"
      title="Checkout"
      description="Review your order summary and pay securely by card. Payment opens on this page shortly."
      actions={
        <LinkButton to="/contact-upload" variant="outline">
          Back to contacts
        </LinkButton>
      }
    />
  );
}
