import { Trash2 } from 'lucide-react';
import type { TColorVariant } from '../../../../shared/catalog';
import { Button } from '../../../components/ui/button';
import { TemplateImage } from '../../catalog/template-image';
import { VariantBackButton } from './variant-back-button';

/** A template's colour variants, each with its artwork and buttons to change its back or remove it. */
export function VariantList({
  variants,
  busy,
  onSave,
}: {
  variants: TColorVariant[];
  busy: boolean;
  /** Saves the whole list as changed (each change is saved at once). */
  onSave: (next: TColorVariant[]) => void;
}) {
  if (variants.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line-strong p-5 text-center text-sm text-muted">
        No color variants yet. Add the first one below.
      </p>
    );
  }
  const change = (v: TColorVariant, backPreview: string | null) =>
    onSave(variants.map((x) => (x === v ? { ...x, backPreview } : x)));
  return (
    <ul aria-label="Color variants" className="grid gap-2">
      {variants.map((v) => (
        <li
          key={v.name}
          className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-white p-2.5"
        >
          <div className="flex shrink-0 gap-1.5">
            <div className="h-12 w-16 overflow-hidden rounded-md border border-line bg-sand">
              {v.preview ? <TemplateImage src={v.preview} alt="" /> : null}
            </div>
            {v.backPreview ? (
              <div className="h-12 w-16 overflow-hidden rounded-md border border-line bg-sand">
                <TemplateImage src={v.backPreview} alt="" />
              </div>
            ) : null}
          </div>
          <span
            aria-hidden="true"
            className="size-5 shrink-0 rounded-full ring-1 ring-black/10"
            style={{ backgroundColor: v.color }}
          />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-ink-950">{v.name}</p>
            <p className="text-xs text-muted">
              <span className="uppercase">{v.color}</span> ·{' '}
              {v.backPreview ? 'its own printed back' : "the template's back"}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-1">
            <VariantBackButton variant={v} disabled={busy} onUploaded={(url) => change(v, url)} />
            {v.backPreview ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                aria-label={`Remove the back of ${v.name}`}
                onClick={() => change(v, null)}
              >
                Remove back
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove variant ${v.name}`}
              disabled={busy}
              onClick={() => onSave(variants.filter((x) => x !== v))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
