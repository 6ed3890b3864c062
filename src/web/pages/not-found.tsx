import { ArrowLeft, Mail } from 'lucide-react';
import { useLocation } from 'react-router';
import { PAGE_META } from '../../shared/seo';
import { CenteredPage } from '../components/layout/centered-page';
import { LinkButton } from '../components/ui/button';
import { usePageMeta } from '../lib/seo';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta({ ...PAGE_META.notFound, path: pathname });
  return (
    <CenteredPage>
      <div
        aria-hidden="true"
        className="relative w-64 -rotate-2 rounded-xl border border-line bg-white px-6 pt-5 pb-6 text-left shadow-lift sm:w-72"
      >
        <span className="absolute top-3 right-3 flex h-11 w-9 items-center justify-center rounded-sm border-2 border-dashed border-accent-300 font-hand text-base text-accent-700">
          404
        </span>
        <div className="qp-ruled font-hand text-2xl text-ink-800">
          <p>Dear visitor,</p>
          <p>this address</p>
          <p>doesn't exist…</p>
          <p className="text-accent-700">Return to sender</p>
        </div>
      </div>
      <h1 className="mt-12 text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-base text-muted sm:text-lg">Did you forget to add the page to the router?</p>
      <p className="mt-2 max-w-full truncate text-sm text-subtle">
        Nothing lives at{' '}
        <code className="rounded bg-sand px-1.5 py-0.5 font-mono text-ink-800">{pathname}</code>
      </p>
      <div className="mt-8 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row">
        <LinkButton to="/">
          <ArrowLeft aria-hidden="true" />
          Back to home
        </LinkButton>
        <LinkButton to="/contact" variant="outline">
          <Mail aria-hidden="true" />
          Contact us
        </LinkButton>
      </div>
    </CenteredPage>
  );
}
