import { PAGE_META } from '../../shared/seo';
import { PageIntro } from '../components/layout/page-intro';
import { FaqBrowser } from '../features/faq/faq-browser';
import { Island } from '../islands/island';
import { usePageMeta } from '../lib/seo';

export default function FaqPage() {
  usePageMeta(PAGE_META.faq);

  return (
    <>
      <PageIntro eyebrow="Help center" title="Frequently Asked Questions">
        <p className="mt-4 max-w-2xl text-lg text-muted">
          Everything about ordering handwritten notes: getting started, pricing, design, delivery, quality and
          support.
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-12 lg:px-8 lg:py-14">
        <Island name="faq-browser" component={FaqBrowser} props={{}} />
      </div>
    </>
  );
}
