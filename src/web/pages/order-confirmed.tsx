import { CircleCheckBig, SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { PAGE_META } from '../../shared/seo';
import { ComingSoon } from '../components/layout/coming-soon';
import { LinkButton } from '../components/ui/button';
import { usePageMeta } from '../lib/seo';

export function OrderConfirmedPage() {
  const { orderId } = useParams();
  usePageMeta({
    ...PAGE_META.orderConfirmed,
    path: orderId ? `/order-confirmed/${orderId}` : '/order-confirmed',
  });

  const actions = (
    <>
      <LinkButton to="/" variant="outline">
        Return to Home
      </LinkButton>
      <LinkButton to="/campaign-builder">Create Another Campaign</LinkButton>
    </>
  );

  if (!orderId) {
    return (
      <ComingSoon
        icon={SearchX}
        eyebrow="Order"
        title="Order not found"
        description="This confirmation link is missing its order number."
        actions={actions}
      />
    );
  }

  return (
    <ComingSoon
      icon={CircleCheckBig}
      eyebrow="Thank you"
      title="Order Confirmed"
      description="Your order details, contact summary and next steps will appear here."
      actions={actions}
    />
  );
}
