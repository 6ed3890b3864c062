import { useQuery } from '@tanstack/react-query';
import { Quote, Star } from 'lucide-react';
import { useState } from 'react';
import type { TTestimonial } from '../../../shared/catalog';
import { Skeleton } from '../../components/ui/skeleton';
import { BELOW_FOLD, SectionFrame, SectionHeading } from './section-heading';

const MAX_SHOWN = 3;

/** Shown when the list cannot be loaded or has no visible testimonial (public-site.md §4). */
const FALLBACK: TTestimonial = {
  id: 0,
  name: 'Sarah Mitchell',
  title: 'Broker',
  company: 'Mitchell Realty Group',
  message:
    'Our handwritten thank-you notes get more replies than any e-mail campaign we have ever run. Clients call just to say thanks for the card.',
  rating: 5,
  imageUrl: null,
  isVisible: true,
  displayOrder: 0,
};

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** The photo when it loads; initials when there is none or it is broken. */
function Avatar({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const [broken, setBroken] = useState(false);
  if (imageUrl && !broken) {
    return (
      <img
        src={imageUrl}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        onError={() => setBroken(true)}
        className="size-12 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-12 items-center justify-center rounded-full bg-ink-800 text-sm font-semibold text-white"
    >
      {initials(name)}
    </span>
  );
}

function TestimonialCard({ testimonial }: { testimonial: TTestimonial }) {
  const role = [testimonial.title, testimonial.company].filter(Boolean).join(', ');
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-line bg-paper p-7">
      <div className="flex items-center justify-between">
        <Quote aria-hidden="true" className="size-7 text-accent-600" />
        <span className="flex gap-0.5" role="img" aria-label={`Rated ${testimonial.rating} out of 5`}>
          {[1, 2, 3, 4, 5].map((i) => (
            <Star
              key={i}
              aria-hidden="true"
              className={
                i <= testimonial.rating ? 'size-4 fill-amber-400 text-amber-400' : 'size-4 text-line-strong'
              }
            />
          ))}
        </span>
      </div>
      <blockquote className="mt-4 flex-1 text-base leading-7 text-pretty text-ink-950">
        “{testimonial.message}”
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <Avatar name={testimonial.name} imageUrl={testimonial.imageUrl} />
        <span>
          <span className="block font-semibold text-ink-950">{testimonial.name}</span>
          {role ? <span className="block text-sm text-muted">{role}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}

export function TestimonialsSection() {
  const { data, isPending, isError } = useQuery<TTestimonial[]>({
    queryKey: ['/api/testimonials'],
    retry: 3,
  });
  const visible = (data ?? []).filter((t) => t.isVisible).slice(0, MAX_SHOWN);
  const shown = isError || (!isPending && visible.length === 0) ? [FALLBACK] : visible;

  return (
    <section aria-labelledby="testimonials-title" id="testimonials" className={BELOW_FOLD}>
      <SectionFrame>
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="Businesses that write back to their customers"
          text="More than 100 businesses have sent 200,000 handwritten notes with Quillpost, rated 4.9/5."
        />
        {isPending ? (
          <ul aria-busy="true" className="mt-12 grid gap-6 md:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <li
                key={i}
                className="rounded-2xl border border-line bg-paper p-7"
                data-testid="testimonial-skeleton"
              >
                <Skeleton className="h-7 w-7" />
                <Skeleton className="mt-5 h-4 w-full" />
                <Skeleton className="mt-2 h-4 w-11/12" />
                <Skeleton className="mt-2 h-4 w-4/5" />
                <div className="mt-6 flex items-center gap-3">
                  <Skeleton className="size-12 rounded-full" />
                  <Skeleton className="h-4 w-32" />
                </div>
              </li>
            ))}
            <li className="sr-only">Loading testimonials</li>
          </ul>
        ) : (
          <ul className={shown.length === 1 ? 'mx-auto mt-12 max-w-2xl' : 'mt-12 grid gap-6 md:grid-cols-3'}>
            {shown.map((t) => (
              <li key={t.id}>
                <TestimonialCard testimonial={t} />
              </li>
            ))}
          </ul>
        )}
      </SectionFrame>
    </section>
  );
}
