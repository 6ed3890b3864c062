import { Download, Star } from 'lucide-react';
import { useState } from 'react';
import type { TDesignTemplate } from '../../../shared/catalog';
import { type DesignSide, designDownload } from '../../../shared/library-filter';
import { CATEGORY_LABELS } from '../../../shared/template-categories';
import { backArtworkOf } from '../../../shared/variant-back';
import { Badge } from '../../components/ui/badge';
import { AnchorButton } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { PersonalizedCard } from '../catalog/personalized-card';

/**
 * Every card but the first is laid out and painted only as it nears the screen: the page's first render
 * (on a phone one card is in view) then costs a card, not the catalogue. Until then a card keeps about its
 * height, so the page's length stays put. On the card itself, not its list item, so its shadow is not clipped.
 */
const DEFERRED_CARD = '[content-visibility:auto] [contain-intrinsic-block-size:auto_32rem]';

const toggleButton =
  'h-8 rounded-md px-3 text-xs font-semibold transition-colors aria-pressed:bg-white aria-pressed:text-ink-950 aria-pressed:shadow-sm text-muted hover:text-ink-950';

export function TemplateCard({
  template,
  first = false,
}: {
  template: TDesignTemplate;
  /**
   * The first card, the one in view on every screen (on a phone the only one): its artwork is the page's
   * largest paint, so it is fetched at once, ahead of everything else, and it is rendered at once. The others'
   * artwork loads as they near the screen: each SVG image costs the browser a document of its own to build.
   */
  first?: boolean;
}) {
  const variants = template.colorVariants;
  const [variantName, setVariantName] = useState<string | null>(variants[0]?.name ?? null);
  const [side, setSide] = useState<'front' | 'back'>('front');
  const hasBack = template.twoSided && Boolean(template.backPreview);
  const showBack = hasBack && side === 'back';
  const variant = variants.find((v) => v.name === variantName);

  const design: DesignSide = showBack ? { side: 'back' } : { side: 'front', variantName: variant?.name };
  const preview = showBack
    ? (backArtworkOf(template, variant?.name).preview ?? template.preview)
    : (variant?.preview ?? template.preview);
  const download = designDownload(template, design);
  const previewLabel = `${template.name}, ${showBack ? 'back' : 'front'}${variant && !showBack ? `, ${variant.name}` : ''}`;

  return (
    <article
      aria-labelledby={`template-${template.id}-name`}
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card',
        !first && DEFERRED_CARD,
      )}
    >
      <div className="relative aspect-[7/5] bg-sand">
        <PersonalizedCard
          template={template}
          side={showBack ? 'back' : 'front'}
          variant={variant?.name}
          details="sample"
          src={preview}
          alt={previewLabel}
          eager={first}
          priority={first}
        />
        {template.featured ? (
          <Badge variant="accent" className="absolute top-3 left-3 shadow-sm">
            <Star aria-hidden="true" className="size-3 fill-current" />
            Featured
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={`template-${template.id}-name`} className="text-base font-semibold text-ink-950">
            {template.name}
          </h2>
          <Badge variant="secondary">{CATEGORY_LABELS[template.category]}</Badge>
        </div>
        <p className="mt-2 line-clamp-2 text-sm leading-6 text-muted">{template.description}</p>
        <div className="mt-4 flex min-h-9 flex-wrap items-center justify-between gap-3">
          {hasBack ? (
            <fieldset className="flex rounded-lg bg-sand p-0.5">
              <legend className="sr-only">{template.name} side</legend>
              <button
                type="button"
                className={toggleButton}
                aria-pressed={!showBack}
                onClick={() => setSide('front')}
              >
                Front
              </button>
              <button
                type="button"
                className={toggleButton}
                aria-pressed={showBack}
                onClick={() => setSide('back')}
              >
                Back
              </button>
            </fieldset>
          ) : (
            <span className="text-xs font-medium text-subtle">Single-sided</span>
          )}
          {variants.length > 1 ? (
            <fieldset className="flex items-center gap-1">
              <legend className="sr-only">{template.name} colours</legend>
              {variants.map((v) => (
                <button
                  key={v.name}
                  type="button"
                  aria-label={v.name}
                  aria-pressed={v.name === variantName}
                  title={v.name}
                  onClick={() => {
                    setVariantName(v.name);
                    setSide('front');
                  }}
                  className="flex size-8 items-center justify-center rounded-full"
                >
                  <span
                    className={cn(
                      'block size-6 rounded-full ring-offset-2 ring-offset-white',
                      v.name === variantName ? 'ring-2 ring-ink-800' : 'ring-1 ring-line-strong',
                    )}
                    style={{ backgroundColor: v.color }}
                  />
                </button>
              ))}
            </fieldset>
          ) : null}
        </div>
        {download ? (
          <AnchorButton
            href={download.url}
            download={download.fileName}
            variant="outline"
            className="mt-5 w-full"
            aria-label={`Download ${download.fileName}`}
          >
            <Download aria-hidden="true" />
            Download
          </AnchorButton>
        ) : null}
      </div>
    </article>
  );
}
