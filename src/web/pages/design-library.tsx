import { PAGE_META } from '../../shared/seo';
import { PageIntro } from '../components/layout/page-intro';
import { LibraryBrowser } from '../features/library/library-browser';
import { Island } from '../islands/island';
import { usePageMeta } from '../lib/seo';

export default function DesignLibraryPage() {
  usePageMeta(PAGE_META.designLibrary);
  return (
    <>
      <PageIntro eyebrow="Browse designs" title="Design Library" ruled={false}>
        <p className="mt-4 max-w-2xl text-lg text-muted">
          Professionally designed postcards for business, thank-you and everyday notes, in several colours.
          Download the artwork or pick a design in the campaign builder.
        </p>
      </PageIntro>
      <Island name="design-library" component={LibraryBrowser} props={{}} />
    </>
  );
}
