import { ArrowRight, Mail } from 'lucide-react';
import { useState } from 'react';
import { PAGE_META } from '../../shared/seo';
import { LinkButton } from '../components/ui/button';
import { FaqAccordion } from '../features/faq/faq-accordion';
import { FaqCategories } from '../features/faq/faq-categories';
import { FAQ_CATEGORIES } from '../features/faq/faq-content';
import { usePageMeta } from '../lib/seo';

export function FaqPage() {
  usePageMeta(PAGE_META.faq);
  const [currentId, setCurrentId] = useState(FAQ_CATEGORIES[0]!.id);
  const current = FAQ_CATEGORIES.find((c) => c.id === currentId) ?? FAQ_CATEGORIES[0]!;

  return (
    <>
      <section className="border-b border-line bg-white">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-10 sm:px-6 lg:px-8 lg:pt-16">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Help center</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink-950 sm:text-5xl">
            Frequently Asked Questions
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">
            Everything about ordering handwritten notes: getting started, pricing, design, delivery, quality
            and support.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-12 lg:px-8 lg:py-14">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <FaqCategories categories={FAQ_CATEGORIES} current={current.id} onSelect={setCurrentId} />
        </aside>
        <div>
          <h2 className="mb-5 text-2xl font-bold tracking-tight text-ink-950">{current.title}</h2>
          <FaqAccordion key={current.id} entries={current.entries} />
          <div className="mt-10 flex flex-col gap-5 rounded-2xl bg-sand p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <div>
              <h2 className="text-lg font-semibold text-ink-950">Still have questions?</h2>
              <p className="mt-1 text-sm text-muted">Our team replies within 24 hours on business days.</p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <LinkButton to="/contact" variant="outline">
                <Mail aria-hidden="true" />
                Contact us
              </LinkButton>
              <LinkButton to="/campaign-builder">
                Start Your Campaign
                <ArrowRight aria-hidden="true" />
              </LinkButton>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
