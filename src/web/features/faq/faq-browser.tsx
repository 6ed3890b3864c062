import { ArrowRight, Mail } from 'lucide-react';
import { useState } from 'react';
import { LinkButton } from '../../components/ui/button';
import { FaqAccordion } from './faq-accordion';
import { FaqCategories } from './faq-categories';
import { FAQ_CATEGORIES } from './faq-content';

/** The FAQ's categories and their questions (an island of the server-rendered FAQ page). */
export function FaqBrowser() {
  const [currentId, setCurrentId] = useState(FAQ_CATEGORIES[0]!.id);
  const current = FAQ_CATEGORIES.find((c) => c.id === currentId) ?? FAQ_CATEGORIES[0]!;
  return (
    <>
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
    </>
  );
}
