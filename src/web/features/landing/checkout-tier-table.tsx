import { formatNoteRange, tierRanges } from '../../../shared/pricing';
import { cn } from '../../lib/cn';
import { StatedPrice } from './stated-price';

/** The self-serve price per note by order size: exactly what checkout charges (public-site.md §9). */
export function CheckoutTierTable({ count }: { count: number }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-semibold text-ink-950">
        Price per note when you order online
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Notes per order</th>
          <th scope="col">Price per note</th>
        </tr>
      </thead>
      <tbody>
        {tierRanges().map((tier) => {
          const current = count >= tier.min && (tier.max === null || count <= tier.max);
          return (
            <tr
              key={tier.min}
              aria-current={current || undefined}
              className={cn('border-t border-line', current && 'bg-accent-50 font-semibold text-ink-950')}
            >
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {formatNoteRange(tier)}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">
                <StatedPrice cents={tier.cents} notes={tier.min} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
