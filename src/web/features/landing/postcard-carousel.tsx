import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { cn } from '../../lib/cn';
import classicThankYou from './postcards/classic-thank-you.svg';
import justListed from './postcards/just-listed.svg';
import serviceReminder from './postcards/service-reminder.svg';

const SLIDES = [
  {
    src: classicThankYou,
    title: 'Classic Thank You',
    alt: 'Classic Thank You postcard with botanical corners',
  },
  { src: justListed, title: 'Just Listed', alt: 'Just Listed real estate postcard with an illustrated home' },
  {
    src: serviceReminder,
    title: 'Dealership Service Reminder',
    alt: 'Dealership service reminder postcard with a car at night',
  },
] as const;

/** Three postcard designs, one at a time: previous/next buttons, dots, and arrow keys anywhere inside. */
export function PostcardCarousel() {
  const [index, setIndex] = useState(0);
  const count = SLIDES.length;
  const go = (next: number) => setIndex((next + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    // Arrow keys work while focus is on any of the carousel's buttons.
    <section
      aria-roledescription="carousel"
      aria-label="Postcard designs"
      onKeyDown={onKeyDown}
      className="rounded-3xl bg-sand p-4 sm:p-6"
    >
      <div className="overflow-hidden rounded-2xl shadow-lift">
        <div
          aria-live="polite"
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {SLIDES.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern marks slides as groups
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${slide.title}`}
              aria-hidden={i !== index}
              className="w-full shrink-0"
            >
              <img
                src={slide.src}
                alt={slide.alt}
                width={700}
                height={500}
                loading="lazy"
                decoding="async"
                className="block aspect-[7/5] w-full bg-white"
              />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-between gap-4">
        <button
          type="button"
          onClick={() => go(index - 1)}
          aria-label="Previous design"
          className="flex size-11 items-center justify-center rounded-full border border-line-strong bg-white text-ink-900 transition-colors hover:bg-ink-50"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div className="flex items-center gap-1">
          {SLIDES.map((slide, i) => (
            <button
              key={slide.title}
              type="button"
              onClick={() => go(i)}
              aria-label={`Show design ${i + 1}: ${slide.title}`}
              aria-current={i === index ? 'true' : undefined}
              className="flex size-8 items-center justify-center"
            >
              <span
                className={cn(
                  'block h-2.5 rounded-full transition-all',
                  i === index ? 'w-6 bg-ink-800' : 'w-2.5 bg-ink-300',
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => go(index + 1)}
          aria-label="Next design"
          className="flex size-11 items-center justify-center rounded-full border border-line-strong bg-white text-ink-900 transition-colors hover:bg-ink-50"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p className="mt-2 text-center text-sm font-medium text-ink-900">{SLIDES[index]?.title}</p>
    </section>
  );
}
