import { ArrowLeft, PenLine } from 'lucide-react';
import { AccentBanner } from '../../components/ui/accent-banner';
import { Button, LinkButton } from '../../components/ui/button';

/**
 * Shown while the draft belongs to a campaign already created and not yet paid (the customer came back from
 * checkout): Continue saves the changes to it; starting over leaves it as it is.
 */
export function EditingNotice({
  campaignId,
  name,
  onStartOver,
}: {
  campaignId: string;
  name: string;
  onStartOver: () => void;
}) {
  return (
    <AccentBanner titleId="editing-notice-title" className="sm:justify-between">
      <div className="flex gap-3">
        <PenLine aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-800" />
        <div className="text-sm">
          <h2 id="editing-notice-title" className="font-semibold text-ink-950">
            You are changing “{name.trim() || 'your campaign'}”
          </h2>
          <p className="text-muted">
            It is saved and not paid yet. Your changes replace it when you continue to checkout.
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <LinkButton to={`/checkout/${campaignId}`} variant="outline" size="sm">
          <ArrowLeft aria-hidden="true" />
          Back to checkout
        </LinkButton>
        <Button variant="ghost" size="sm" onClick={onStartOver}>
          Start a new campaign instead
        </Button>
      </div>
    </AccentBanner>
  );
}
