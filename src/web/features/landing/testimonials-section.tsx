import { lazy, Suspense } from 'react';
import { BELOW_FOLD, SectionFrame, SectionHeading } from './section-heading';
import { TestimonialSkeletons } from './testimonial-skeletons';

// Below the fold, and its contract carries zod schemas: the list loads right after the page instead of
// weighing on its first download (as the pricing cards do).
const TestimonialList = lazy(async () => ({ default: (await import('./testimonial-list')).TestimonialList }));

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" id="testimonials" className={BELOW_FOLD}>
      <SectionFrame>
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="Businesses that write back to their customers"
          text="More than 100 businesses have sent 200,000 handwritten notes with Quillpost, rated 4.9/5."
        />
        <Suspense fallback={<TestimonialSkeletons />}>
          <TestimonialList />
        </Suspense>
      </SectionFrame>
    </section>
  );
}
