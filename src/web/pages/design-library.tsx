import { LayoutTemplate } from 'lucide-react';
import { PAGE_META } from '../../shared/seo';
import { ComingSoon } from '../components/layout/coming-soon';
import { usePageMeta } from '../lib/seo';

export function DesignLibraryPage() {
  usePageMeta(PAGE_META.designLibrary);
  return (
    <ComingSoon
      icon={LayoutTemplate}
      eyebrow="Browse designs"
      title="Design Library"
      description="Professionally designed postcard templates for business, thank-you and everyday notes, in several colour variants."
    />
  );
}
