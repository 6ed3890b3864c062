import { ArrowLeft, ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../ui/badge';
import { LinkButton } from '../ui/button';
import { CenteredPage } from './centered-page';

export interface ComingSoonProps {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** Small label over the heading. */
  eyebrow?: string;
  /** Replaces the default actions (back home, start a campaign). */
  actions?: ReactNode;
}

/** A finished-looking placeholder for pages that later issues fill in. */
export function ComingSoon({
  icon: Icon,
  title,
  description,
  eyebrow = 'Coming soon',
  actions,
}: ComingSoonProps) {
  return (
    <CenteredPage>
      <span className="flex size-16 items-center justify-center rounded-2xl bg-white text-ink-800 shadow-card ring-1 ring-line">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <Badge variant="accent" className="mt-6">
        {eyebrow}
      </Badge>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-ink-950 sm:text-4xl">
        {title}
      </h1>
      <p className="mt-4 max-w-xl text-base leading-7 text-pretty text-muted sm:text-lg">{description}</p>
      <div className="mt-8 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row">
        {actions ?? (
          <>
            <LinkButton to="/" variant="outline">
              <ArrowLeft aria-hidden="true" />
              Back to home
            </LinkButton>
            <LinkButton to="/campaign-builder">
              Start Your Campaign
              <ArrowRight aria-hidden="true" />
            </LinkButton>
          </>
        )}
      </div>
    </CenteredPage>
  );
}
