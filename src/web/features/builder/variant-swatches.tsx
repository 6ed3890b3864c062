import { Check } from 'lucide-react';
import type { TColorVariant } from '../../../shared/catalog';
import { cn } from '../../lib/cn';

/** The colour variants of the chosen template, as a row of labelled swatches. */
export function VariantSwatches({
  variants,
  selected,
  onSelect,
}: {
  variants: TColorVariant[];
  selected: string;
  onSelect: (name: string) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink-900">
        Color: <span className="font-normal text-muted">{selected}</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {variants.map((v) => {
          const active = v.name === selected;
          return (
            <button
              key={v.name}
              type="button"
              aria-pressed={active}
              aria-label={v.name}
              title={v.name}
              onClick={() => onSelect(v.name)}
              className={cn(
                'flex size-9 items-center justify-center rounded-full ring-offset-2 transition-shadow',
                active ? 'ring-2 ring-ink-800' : 'ring-1 ring-line-strong hover:ring-ink-300',
              )}
              style={{ backgroundColor: v.color }}
            >
              {active ? <Check aria-hidden="true" className="size-4 text-white drop-shadow" /> : null}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
