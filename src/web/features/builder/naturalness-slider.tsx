import * as Slider from '@radix-ui/react-slider';
import { useId } from 'react';

/** "Neat ↔ Natural": how much every note's handwriting varies (letter size, slant, baseline, spacing). */
export function NaturalnessSlider({
  value,
  isDefault,
  onChange,
}: {
  value: number;
  isDefault: boolean;
  onChange: (value: number) => void;
}) {
  const labelId = useId();
  const hintId = useId();
  const percent = Math.round(value * 100);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <p id={labelId} className="text-sm font-medium text-ink-950">
          Naturalness
        </p>
        <span className="text-xs text-muted tabular-nums">
          {percent}%{isDefault ? ' · style default' : ''}
        </span>
      </div>
      <Slider.Root
        className="relative flex h-6 touch-none items-center select-none"
        value={[value]}
        min={0}
        max={1}
        step={0.05}
        onValueChange={([next]) => {
          if (next !== undefined) onChange(next);
        }}
      >
        <Slider.Track className="relative h-2 grow rounded-full bg-sand-dark">
          <Slider.Range className="absolute h-full rounded-full bg-ink-800" />
        </Slider.Track>
        <Slider.Thumb
          aria-labelledby={labelId}
          aria-describedby={hintId}
          aria-valuetext={`${percent}% natural`}
          className="block size-5 rounded-full border-2 border-ink-800 bg-white shadow-md transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700"
        />
      </Slider.Root>
      <div aria-hidden="true" className="flex justify-between text-xs text-muted">
        <span>Neat</span>
        <span>Natural</span>
      </div>
      <p id={hintId} className="text-xs text-subtle">
        Natural adds the small differences of a human hand; no two of your notes look alike.
      </p>
    </div>
  );
}
