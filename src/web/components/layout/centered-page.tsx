import type { ReactNode } from 'react';
import { TopWash } from './top-wash';

/** A page with one centred column of content over the sand wash: the not-found page, placeholders. */
export function CenteredPage({ children }: { children: ReactNode }) {
  return (
    <section className="relative overflow-hidden">
      <TopWash className="h-72 from-sand" />
      <div className="relative mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
        {children}
      </div>
    </section>
  );
}
