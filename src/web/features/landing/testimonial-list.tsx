import { useQuery } from '@tanstack/react-query';
import { Quote, Star } from 'lucide-react';
import { useState } from 'react';
import { listTestimonials } from '../../../shared/contracts/testimonials/list-testimonials';
import { homepageTestimonials } from '../../../shared/homepage-testimonials';
import type { TTestimonial } from '../../../shared/testimonial-schemas';
import { queryFor } from '../../lib/call';
import { TestimonialSkeletons } from './testimonial-skeletons';

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

/** The visible testimonials (at most three), or the fixed one when there are none or the list fails. */
export function TestimonialList() {
  const { data, isPending, isError } = useQuery({ ...queryFor(listTestimonials), retry: 3 });
  if (isPending) return <TestimonialSkeletons />;
  const visible = homepageTestimonials(data ?? []);
  const shown = isError || visible.length === 0 ? [FALLBACK] : visible;
  return (
    <ul className={shown.length === 1 ? 'mx-auto mt-12 max-w-2xl' : 'mt-12 grid gap-6 md:grid-cols-3'}>
      {shown.map((t) => (
        <li key={t.id}>
          <TestimonialCard testimonial={t} />
        </li>
      ))}
    </ul>
  );
}
