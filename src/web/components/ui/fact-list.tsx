import type { ReactNode } from 'react';

/** Each fact as [label, value]. */
type Facts = readonly (readonly [string, string])[];

/** Label-and-value rows of an order or campaign, the value on the right; `children` adds rows of its own. */
export function FactList({ facts, children }: { facts: Facts; children?: ReactNode }) {
  return (
    <dl className="flex flex-col divide-y divide-line text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-4 py-2 first:pt-0">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 text-right font-medium break-words text-ink-950">{value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
