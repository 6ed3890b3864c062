import { PAGE_META } from '../../shared/seo';
import { LibraryBrowser } from '../features/library/library-browser';
import { Island } from '../islands/island';
import { usePageMeta } from '../lib/seo';

export default function DesignLibraryPage() {
  usePageMeta(PAGE_META.designLibrary);
  return (
    <>
      <section className="bg-white">
        <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8 lg:pt-16">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Browse designs</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink-950 sm:text-5xl">Design Library</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">
            Professionally designed postcards for business, thank-you and everyday notes, in several colours.
            Download the artwork or pick a design in the campaign builder.
          </p>
        </div>
      </section>
      <Island name="design-library" component={LibraryBrowser} props={{}} />
    </>
  );
}
