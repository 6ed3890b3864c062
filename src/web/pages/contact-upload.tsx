import { PAGE_META } from '../../shared/seo';
import { ContactUpload } from '../features/upload/contact-upload';
import { usePageMeta } from '../lib/seo';

export default function ContactUploadPage() {
  usePageMeta(PAGE_META.contactUpload);
  return <ContactUpload />;
}
