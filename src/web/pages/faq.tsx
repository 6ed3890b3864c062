import { PAGE_META } from '../../shared/seo';
import { FaqBrowser } from '../features/faq/faq-browser';
import { Island } from '../islands/island';
import { usePageMeta } from '../lib/seo';

export default function FaqPage() {
  usePageMeta(PAGE_META.faq);

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
        <Island name="faq-browser" component={FaqBrowser} props={{}} />
      </div>
    </>
  );
}
