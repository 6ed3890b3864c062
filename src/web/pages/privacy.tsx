import { PAGE_META } from '../../shared/seo';
import { LegalDocument } from '../features/legal/legal-document';
import { LEGAL_UPDATED } from '../features/legal/legal-updated';
import { privacySections } from '../features/legal/privacy-sections';
import { getPublicConfig } from '../lib/public-config';
import { usePageMeta } from '../lib/seo';

export default function PrivacyPage() {
  usePageMeta(PAGE_META.privacy);
  return (
    <LegalDocument
      eyebrow="Legal"
      title="Privacy Policy"
      intro={
        <p>
          What Quillpost keeps when you order handwritten notes, who processes it, how long we keep it and how
          to have it deleted.
        </p>
      }
      updated={LEGAL_UPDATED}
      sections={privacySections(getPublicConfig())}
    />
  );
}
