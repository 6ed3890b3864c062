import { LayoutDashboard } from 'lucide-react';
import { PAGE_META } from '../../shared/seo';
import { ComingSoon } from '../components/layout/coming-soon';
import { LinkButton } from '../components/ui/button';
import { usePageMeta } from '../lib/seo';

export function AdminPage() {
  usePageMeta(PAGE_META.admin);
  return (
    <ComingSoon
      icon={LayoutDashboard}
      eyebrow="Back office"
      title="Admin Dashboard"
      description="Orders, campaigns, design templates and testimonials will be managed here."
      actions={<LinkButton to="/admin-login">Go to sign in</LinkButton>}
    />
  );
}
