import { LockKeyhole } from 'lucide-react';
import { PAGE_META } from '../../shared/seo';
import { ComingSoon } from '../components/layout/coming-soon';
import { LinkButton } from '../components/ui/button';
import { usePageMeta } from '../lib/seo';

export function AdminLoginPage() {
  usePageMeta(PAGE_META.adminLogin);
  return (
    <ComingSoon
      icon={LockKeyhole}
      eyebrow="Back office"
      title="Admin Login"
      description="Sign in to the Quillpost back office. The sign-in form arrives with the admin release."
      actions={
        <LinkButton to="/" variant="outline">
          Back to the website
        </LinkButton>
      }
    />
  );
}
