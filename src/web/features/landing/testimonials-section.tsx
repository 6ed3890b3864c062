import { Island } from '../../islands/island';
import { LandingSection } from './landing-section';
import { TestimonialList } from './testimonial-list';

export function TestimonialsSection() {
  return (
    <LandingSection
      titleId="testimonials-title"
      anchor="testimonials"
      eyebrow="Testimonials"
      title="Businesses that write back to their customers"
      text="More than 100 businesses have sent 200,000 handwritten notes with Quillpost, rated 4.9/5."
    >
      <Island name="testimonials" component={TestimonialList} props={{}} />
    </LandingSection>
  );
}
