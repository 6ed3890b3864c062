import { CalendarDays } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { arrivalPromise } from '../../../shared/delivery-promise';
import { Button } from '../../components/ui/button';
import { type CheckoutAction, ContinueToCheckout } from './continue-to-checkout';

/**
 * Below the `lg` breakpoint, where the recap comes after the whole list: the note count, the delivery date and
 * Continue, stuck to the bottom of the screen. It closes the page's column, so at the end of the page it
 * rests in place and covers nothing.
 */
export function CheckoutBar({
  count,
  deliveryDate,
  onChooseDate,
  action,
}: {
  count: number;
  deliveryDate: string | null;
  /** Takes the customer to the Delivery Date card. */
  onChooseDate: () => void;
  action: CheckoutAction;
}) {
  const bar = useRef<HTMLElement>(null);
  // Whatever the browser scrolls to (a focused control, a card) stops above the bar instead of under it; at
  // lg and up the bar is not displayed and measures 0.
  useEffect(() => {
    const el = bar.current;
    if (!el) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${el.offsetHeight}px`;
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, []);
  return (
    <section
      ref={bar}
      aria-label="Finish your order"
      className="sticky bottom-0 z-30 -mx-4 -mb-8 border-t border-line bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_-4px_rgb(17_23_53/0.14)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-ink-950 tabular-nums">
            {count === 0
              ? 'No contacts yet'
              : `${count.toLocaleString('en-US')} ${count === 1 ? 'note' : 'notes'}`}
          </p>
          <p className="text-xs text-muted">
            {deliveryDate ? arrivalPromise(deliveryDate).headline : 'No delivery date yet'}
          </p>
        </div>
        <Button variant={deliveryDate ? 'ghost' : 'outline'} size="sm" onClick={onChooseDate}>
          <CalendarDays aria-hidden="true" />
          {deliveryDate ? 'Change date' : 'Choose a date'}
        </Button>
      </div>
      <ContinueToCheckout
        action={action}
        hintId="checkout-bar-hint"
        size="md"
        className="mt-2"
        hintClassName="line-clamp-2"
      />
    </section>
  );
}
