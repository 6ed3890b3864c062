import { useSearchParams } from 'react-router';
import { PAGE_META } from '../../shared/seo';
import { PageIntro } from '../components/layout/page-intro';
import { ContactAside } from '../features/contact/contact-aside';
import { ContactPanel } from '../features/contact/contact-panel';
import { Island } from '../islands/island';
import { usePageMeta } from '../lib/seo';

export default function ContactPage() {
  usePageMeta(PAGE_META.contact);
  const [params] = useSearchParams();

  return (
    <>
      <PageIntro eyebrow="Get in touch" title="Contact Us">
        <p className="mt-4 max-w-2xl text-lg text-muted">
          Questions about pricing, a demo or a full-service campaign? Send us a message and we will get back
          to you within 24 hours.
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8 lg:py-14">
        <Island name="contact-panel" component={ContactPanel} props={{ inquiry: params.get('inquiry') }} />
        <ContactAside />
      </div>
    </>
  );
}
