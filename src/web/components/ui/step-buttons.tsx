import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonSize } from './button';

/**
 * Previous and Next around where the reader is (`children`). At either end the button stays focusable
 * (aria-disabled, not disabled), so a keyboard user stepping to the end does not lose their place.
 */
export function StepButtons({
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  size,
  buttonClassName,
  className,
  children,
}: {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  size?: ButtonSize;
  buttonClassName?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Button
        variant="outline"
        size={size}
        className={buttonClassName}
        aria-disabled={!hasPrevious}
        onClick={() => hasPrevious && onPrevious()}
      >
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      {children}
      <Button
        variant="outline"
        size={size}
        className={buttonClassName}
        aria-disabled={!hasNext}
        onClick={() => hasNext && onNext()}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
