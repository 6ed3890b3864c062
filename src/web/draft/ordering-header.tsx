import { ArrowLeft, Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { TopWash } from '../components/layout/top-wash';
import { LinkButton } from '../components/ui/button';
import { cn } from '../lib/cn';

const STEPS = ['Design', 'Contacts', 'Checkout'] as const;

/** Where the customer is in the order (builder → contact upload → checkout). */
function OrderSteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <ol aria-label="Order progress" className="flex items-center gap-2 text-sm">
      {STEPS.map((step, i) => {
        const done = i < current;
        const active = i === current;
        return (
          <li key={step} className="flex items-center gap-2" aria-current={active ? 'step' : undefined}>
            {i > 0 ? <span aria-hidden="true" className="h-px w-5 bg-line-strong sm:w-8" /> : null}
            <span
              className={cn(
                'flex size-6 items-center justify-center rounded-full text-xs font-semibold',
                done && 'bg-emerald-600 text-white',
                active && 'bg-ink-800 text-white',
                !done && !active && 'bg-white text-muted ring-1 ring-line-strong',
              )}
            >
              {done ? <Check aria-hidden="true" className="size-3.5" /> : i + 1}
            </span>
            <span className={cn('font-medium', active ? 'text-ink-950' : 'text-muted')}>
              {step}
              {done ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The heading block of the ordering pages: back link, progress, title and a short description. */
function OrderingHeader({
  back,
  step,
  title,
  description,
}: {
  back: { to: string; label: string };
  step: 0 | 1 | 2;
  title: string;
  description: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <LinkButton to={back.to} variant="ghost" size="sm" className="-ml-3">
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </LinkButton>
        <OrderSteps current={step} />
      </div>
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-base text-pretty text-muted">{description}</p>
      </div>
    </div>
  );
}

/** The frame every ordering page shares: the sand wash behind the top, the width, and the heading block. */
export function OrderingPage({
  children,
  ...header
}: Parameters<typeof OrderingHeader>[0] & { children: ReactNode }) {
  return (
    <div className="relative">
      <TopWash className="h-64 from-sand" />
      <div className="relative mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
        <OrderingHeader {...header} />
        {children}
      </div>
    </div>
  );
}

/** A numbered card section of an ordering page. */
export function SectionCard({
  title,
  description,
  action,
  children,
  className,
  labelledBy,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  labelledBy: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn('rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6', className)}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-48 flex-1">
          <h2 id={labelledBy} className="text-lg font-semibold leading-tight tracking-tight text-ink-950">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
