import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { countLine, filterTemplates } from '../../../shared/library-filter';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useDesignTemplates } from '../catalog/use-design-templates';
import { LibraryToolbar } from './library-toolbar';
import { TemplateGrid } from './template-grid';
import { TemplateGridSkeleton } from './template-grid-skeleton';
import { useLibraryFilter } from './use-library-filter';

/** Search, category and the designs they select (an island of the server-rendered library page). */
export function LibraryBrowser() {
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
        <TemplateGrid templates={shown} />
      </>
    );

  return (
    <>
      <div className="border-b border-line bg-white">
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-10 sm:px-6 lg:px-8">
          <LibraryToolbar
            query={query}
            category={category}
            onQueryChange={setQuery}
            onCategoryChange={setCategory}
          />
        </div>
      </div>
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
