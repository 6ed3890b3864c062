import { PAGE_META } from '../../shared/seo';
import { LegalDocument } from '../features/legal/legal-document';
import { LEGAL_UPDATED } from '../features/legal/legal-updated';
import { TERMS_SECTIONS } from '../features/legal/terms-sections';
import { usePageMeta } from '../lib/seo';

export default function TermsPage() {
  usePageMeta(PAGE_META.terms);
  return (
    <LegalDocument
      eyebrow="Legal"
      title="Terms of Service"
      intro={<p>The terms of every handwritten note campaign you order from Quillpost.</p>}
      updated={LEGAL_UPDATED}
      sections={TERMS_SECTIONS}
    />
  );
}
