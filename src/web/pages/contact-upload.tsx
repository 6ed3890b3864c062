import { ArrowLeft, FileSpreadsheet } from 'lucide-react';
import { PAGE_META } from '../../shared/seo';
import { ComingSoon } from '../components/layout/coming-soon';
import { LinkButton } from '../components/ui/button';
import { usePageMeta } from '../lib/seo';

export function ContactUploadPage() {
  usePageMeta(PAGE_META.contactUpload);
  return (
    <ComingSoon
      icon={FileSpreadsheet}
      eyebrow="Step 2 of 3"
      title="Upload Your Contacts"
      description="Upload your recipient list as a CSV file, review your contacts and choose a delivery date."
      actions={
        <LinkButton to="/campaign-builder" variant="outline">
          <ArrowLeft aria-hidden="true" />
          Back to campaign builder
        </LinkButton>
      }
    />
  );
}
