import type { TDesignTemplate } from '../../../shared/catalog';
import { CARD_STOCK } from '../../../shared/handwriting/card-view-svg';
import type { CardDetails } from '../../../shared/place-card-details';
import { backArtworkOf } from '../../../shared/variant-back';
import { PersonalizedCard } from '../catalog/personalized-card';

/** What the back of a card being designed prints, before the server has it (builder, upload page). */
export interface PrintedBackSource {
  /** The chosen template: its back artwork prints when it is two-sided. */
  template: TDesignTemplate | null;
  /** The chosen colour variant's name: its own back when it repaints it, its details' colours. */
  variant?: string | null;
  /** The customer's logo and contact details, placed in the back's zones as the print places them. */
  details: CardDetails;
  /** An uploaded back design that a browser can draw (an image's object URL); null for none or a PDF. */
  uploadedBackUrl?: string | null;
}

/**
 * The card's back as the print makes it, for the writing to be laid over: the template's back artwork (the
 * chosen variant's when it repaints the back, as the print chooses) with the customer's details, an uploaded
 * back image, or plain card stock. Decorative: the caller names the card.
 */
export function PrintedBack({ source, eager }: { source: PrintedBackSource; eager?: boolean }) {
  const back = source.template ? backArtworkOf(source.template, source.variant).preview : null;
  if (source.template && back) {
    return (
      <PersonalizedCard
        template={source.template}
        side="back"
        variant={source.variant}
        details={source.details}
        src={back}
        alt=""
        eager={eager}
      />
    );
  }
  if (source.uploadedBackUrl) {
    return <img src={source.uploadedBackUrl} alt="" className="block size-full object-cover" />;
  }
  return <div className="size-full" style={{ backgroundColor: CARD_STOCK }} data-testid="card-stock" />;
}
