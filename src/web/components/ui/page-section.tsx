import type { ReactNode } from 'react';

export interface PageSectionProps {
  /** The heading's id: the section's name, and a target for in-page links. */
  titleId: string;
  title: string;
  /** A sentence or two under the heading. */
  description: ReactNode;
  children: ReactNode;
}

/** One of a page's sections: an h2 with a short description, then its content. */
export function PageSection({ titleId, title, description, children }: PageSectionProps) {
  return (
    <section aria-labelledby={titleId} className="grid min-w-0 gap-4">
      <div className="grid gap-1">
        <h2 id={titleId} className="text-lg font-semibold text-ink-950">
          {title}
        </h2>
        <p className="text-sm text-muted">{description}</p>
      </div>
      {children}
    </section>
  );
}
