import { PAGE_META } from '../../shared/seo';
import { LegalDocument } from '../features/legal/legal-document';
import { LEGAL_UPDATED } from '../features/legal/legal-updated';
import { SECURITY_SECTIONS } from '../features/legal/security-sections';
import { usePageMeta } from '../lib/seo';

export default function SecurityPage() {
  usePageMeta(PAGE_META.security);
  return (
    <LegalDocument
      eyebrow="Trust"
      title="Security"
      intro={<p>How we protect your campaigns, your recipient lists and your payment.</p>}
      updated={LEGAL_UPDATED}
      sections={SECURITY_SECTIONS}
    />
  );
}
