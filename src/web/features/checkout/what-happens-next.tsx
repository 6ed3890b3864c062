import { WHAT_HAPPENS_NEXT } from '../../../shared/order';
import { SectionCard } from '../../draft/ordering-header';

export function WhatHappensNext() {
  return (
    <SectionCard labelledBy="next-steps-title" title="What Happens Next">
      <ol className="flex flex-col gap-4">
        {WHAT_HAPPENS_NEXT.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-ink-50 text-sm font-semibold text-ink-800"
            >
              {i + 1}
            </span>
            <div className="text-sm">
              <p className="font-semibold text-ink-950">{step.title}</p>
              <p className="text-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
