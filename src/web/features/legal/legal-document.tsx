import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageIntro } from '../../components/layout/page-intro';

export interface LegalSection {
  /** The section's anchor, linked from the page's contents list. */
  id: string;
  title: string;
  body: ReactNode;
}

/** The frame of the Privacy Policy, Terms of Service and Security pages: heading, contents, sections. */
export function LegalDocument({
  eyebrow,
  title,
  intro,
  updated,
  sections,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** When the text last changed, written out (e.g. "November 25, 2026"). */
  updated: string;
  sections: readonly LegalSection[];
}) {
  return (
    <>
      <PageIntro eyebrow={eyebrow} title={title}>
        <div className="mt-4 max-w-3xl text-lg text-muted">{intro}</div>
        <p className="mt-4 text-sm text-muted">Last updated {updated}</p>
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-12 lg:px-8 lg:py-14">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-ink-950">
            On this page
          </h2>
          <ol className="mt-3 flex flex-col gap-2 border-l border-line pl-4 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="rounded text-muted underline-offset-4 hover:text-ink-950 hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl">
          {sections.map((section) => (
            <section key={section.id} id={section.id} className="scroll-mt-24 pb-10 last:pb-0">
              <h2 className="text-2xl font-bold tracking-tight text-ink-950">{section.title}</h2>
              <div className="mt-4 flex flex-col gap-4 text-base leading-7 text-ink-800 [&_a]:font-medium [&_a]:text-ink-950 [&_a]:underline [&_li]:ml-5 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2">
                {section.body}
              </div>
            </section>
          ))}
          <p className="mt-4 border-t border-line pt-6 text-sm text-muted">
            Questions about this page?{' '}
            <Link to="/contact" className="font-medium text-ink-950 underline">
              Send us a message
            </Link>{' '}
            and we reply within 24 hours on business days.
          </p>
        </div>
      </div>
    </>
  );
}
