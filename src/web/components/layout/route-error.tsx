import { RefreshCw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '../ui/button';
import { QuillMark } from './quill-mark';

function describe(error: unknown): { title: string; text: string } {
  if (isRouteErrorResponse(error)) {
    return {
      title: `${error.status} ${error.statusText || 'Error'}`,
      text: 'This page could not be loaded.',
    };
  }
  const message = error instanceof Error ? error.message : '';
  if (/dynamically imported module|Importing a module script failed|Loading chunk/i.test(message)) {
    return {
      title: 'A new version is available',
      text: 'Quillpost was updated while this tab was open. Reload the page to continue.',
    };
  }
  return {
    title: 'Something went wrong',
    text: 'An unexpected error stopped this page. Please reload and try again.',
  };
}

/** Error boundary for routes: keeps the visitor one click from recovering. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const { title, text } = describe(error);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <QuillMark className="size-12" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink-950">{title}</h1>
      <p className="mt-3 text-muted">{text}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Reload page
        </Button>
        <Link
          to="/"
          reloadDocument
          className="inline-flex h-11 items-center justify-center rounded-lg px-5 text-sm font-semibold text-ink-800 hover:bg-ink-50"
        >
          Go to home page
        </Link>
      </div>
    </section>
  );
}
