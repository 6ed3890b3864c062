import { Mail, MessageSquareText } from 'lucide-react';
import { PAGE_META } from '../../shared/seo';
import { ComingSoon } from '../components/layout/coming-soon';
import { AnchorButton, LinkButton } from '../components/ui/button';
import { getPublicConfig } from '../lib/public-config';
import { usePageMeta } from '../lib/seo';

export function ContactPage() {
  usePageMeta(PAGE_META.contact);
  const { salesEmail } = getPublicConfig();
  return (
    <ComingSoon
      icon={MessageSquareText}
      eyebrow="Get in touch"
      title="Contact Us"
      description="Questions, a demo or a full-service campaign? Our team typically replies within 24 hours on business days."
      actions={
        <>
          <AnchorButton href={`mailto:${salesEmail}`}>
            <Mail aria-hidden="true" />
            {salesEmail}
          </AnchorButton>
          <LinkButton to="/" variant="outline">
            Back to home
          </LinkButton>
        </>
      }
    />
  );
}
