import { Island } from '../../islands/island';
import { BELOW_FOLD, SectionFrame, SectionHeading } from './section-heading';
import { TestimonialList } from './testimonial-list';

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
        <Island name="testimonials" component={TestimonialList} props={{}} />
      </SectionFrame>
    </section>
  );
}
