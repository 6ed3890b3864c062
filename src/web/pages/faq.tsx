import { ArrowRight, CircleHelp, Mail } from 'lucide-react';
import { PAGE_META } from '../../shared/seo';
import { ComingSoon } from '../components/layout/coming-soon';
import { LinkButton } from '../components/ui/button';
import { usePageMeta } from '../lib/seo';

export function FaqPage() {
  usePageMeta(PAGE_META.faq);
  return (
    <ComingSoon
      icon={CircleHelp}
      eyebrow="Help center"
      title="Frequently Asked Questions"
      description="Answers about getting started, pricing, design, contacts and delivery, quality and support."
      actions={
        <>
          <LinkButton to="/contact" variant="outline">
            <Mail aria-hidden="true" />
            Contact us
          </LinkButton>
          <LinkButton to="/campaign-builder">
            Start Your Campaign
            <ArrowRight aria-hidden="true" />
          </LinkButton>
        </>
      }
    />
  );
}
