import { CircleAlert } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { countLine, filterTemplates } from '../../shared/library-filter';
import { PAGE_META } from '../../shared/seo';
import { Button } from '../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useDesignTemplates } from '../features/catalog/use-design-templates';
import { LibraryToolbar } from '../features/library/library-toolbar';
import { TemplateGridSkeleton } from '../features/library/template-grid-skeleton';
import { useLibraryFilter } from '../features/library/use-library-filter';
import { usePageMeta } from '../lib/seo';

// The cards load beside the page, so the heading and search show first on a phone.
// Their download starts with the page's, alongside the catalogue request rather than after it.
const loadGrid = () => import('../features/library/template-grid');
void loadGrid();
const TemplateGrid = lazy(async () => ({ default: (await loadGrid()).TemplateGrid }));

export function DesignLibraryPage() {
  usePageMeta(PAGE_META.designLibrary);
  const { query, category, setQuery, setCategory } = useLibraryFilter();
  const [tab, setTab] = useState<'all' | 'featured'>('all');
  const templates = useDesignTemplates();
  const shown = filterTemplates(templates.data ?? [], { query, category, featuredOnly: tab === 'featured' });

  let body: React.ReactNode;
  if (templates.isPending) body = <TemplateGridSkeleton />;
  else if (templates.isError)
    body = (
      <div
        role="alert"
        className="flex flex-col items-center rounded-2xl border border-line bg-white px-6 py-14 text-center"
      >
        <CircleAlert aria-hidden="true" className="size-10 text-red-700" />
        <h2 className="mt-4 text-lg font-semibold text-ink-950">The designs could not be loaded</h2>
        <p className="mt-1 text-sm text-muted">Check your connection and try again.</p>
        <Button variant="outline" className="mt-6" onClick={() => templates.refetch()}>
          Try again
        </Button>
      </div>
    );
  else
    body = (
      <>
        <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
          <p aria-live="polite" className="text-sm font-medium text-ink-900">
            {countLine(shown.length, category)}
          </p>
          <p className="text-sm text-muted">Sort by popularity</p>
        </div>
        <Suspense fallback={<TemplateGridSkeleton />}>
          <TemplateGrid templates={shown} />
        </Suspense>
      </>
    );

  return (
    <>
      <section className="border-b border-line bg-white">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-10 sm:px-6 lg:px-8 lg:pt-16">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Browse designs</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink-950 sm:text-5xl">Design Library</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">
            Professionally designed postcards for business, thank-you and everyday notes, in several colours.
            Download the artwork or pick a design in the campaign builder.
          </p>
          <div className="mt-8">
            <LibraryToolbar
              query={query}
              category={category}
              onQueryChange={setQuery}
              onCategoryChange={setCategory}
            />
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <Tabs value={tab} onValueChange={(v) => setTab(v === 'featured' ? 'featured' : 'all')}>
          <TabsList aria-label="Designs to show">
            <TabsTrigger value="all">All Designs</TabsTrigger>
            <TabsTrigger value="featured">Featured</TabsTrigger>
          </TabsList>
          <TabsContent value="all" className="mt-6">
            {body}
          </TabsContent>
          <TabsContent value="featured" className="mt-6">
            {body}
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
