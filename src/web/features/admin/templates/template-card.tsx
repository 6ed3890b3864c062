import { GripVertical, Palette, Pencil, Star, Trash2 } from 'lucide-react';
import type { HTMLAttributes, Ref } from 'react';
import type { TDesignTemplate } from '../../../../shared/catalog';
import { CATEGORY_LABELS } from '../../../../shared/template-categories';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { TemplateImage } from '../../catalog/template-image';

const MAX_TAGS = 3;

const CONTACT_FLAGS = [
  ['logoEnabled', 'Logo'],
  ['websiteEnabled', 'Website'],
  ['emailEnabled', 'Email'],
  ['phoneEnabled', 'Phone'],
  ['addressEnabled', 'Address'],
  ['socialMediaEnabled', 'Social'],
] as const;

export interface TemplateCardProps {
  template: TDesignTemplate;
  /** The drag handle's props from useSortable; absent in the drag overlay. */
  handleProps?: HTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };
  onEdit?: () => void;
  onVariants?: () => void;
  onDelete?: () => void;
  dragging?: boolean;
  overlay?: boolean;
}

export function TemplateCard({
  template,
  handleProps,
  onEdit,
  onVariants,
  onDelete,
  dragging,
  overlay,
}: TemplateCardProps) {
  const extraTags = template.tags.length - MAX_TAGS;
  return (
    <article
      aria-label={template.name}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card',
        dragging && 'opacity-40',
        overlay && 'rotate-1 shadow-lift ring-2 ring-ink-700',
      )}
    >
      <div className="relative aspect-[3/2] bg-sand">
        <TemplateImage src={template.preview} alt={`${template.name} preview`} />
        <div className="absolute top-2 left-2 flex gap-1">
          {template.featured ? (
            <Badge variant="accent">
              <Star aria-hidden="true" className="size-3 fill-current" />
              Featured
            </Badge>
          ) : null}
          {template.twoSided ? <Badge variant="secondary">Two-sided</Badge> : null}
        </div>
        <button
          type="button"
          aria-label={`Reorder ${template.name}`}
          className="absolute top-2 right-2 flex size-9 cursor-grab touch-none items-center justify-center rounded-lg bg-white/90 text-ink-800 shadow-sm ring-1 ring-line backdrop-blur-sm hover:bg-white active:cursor-grabbing"
          {...handleProps}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="grid gap-0.5">
          <div className="flex items-start justify-between gap-2">
            <h3 className="font-semibold leading-snug text-ink-950">{template.name}</h3>
            <span className="shrink-0 text-xs font-medium text-subtle">#{template.position + 1}</span>
          </div>
          <p className="text-xs font-medium text-accent-700">{CATEGORY_LABELS[template.category]}</p>
          {template.description ? (
            <p className="mt-1 line-clamp-2 text-sm text-muted">{template.description}</p>
          ) : null}
        </div>
        {template.tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1">
            {template.tags.slice(0, MAX_TAGS).map((tag) => (
              <li key={tag}>
                <Badge variant="outline">{tag}</Badge>
              </li>
            ))}
            {extraTags > 0 ? (
              <li>
                <Badge variant="secondary" title={template.tags.slice(MAX_TAGS).join(', ')}>
                  +{extraTags}
                </Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        <p className="text-xs text-muted">
          <span className="font-medium text-ink-800">Fields:</span>{' '}
          {CONTACT_FLAGS.filter(([key]) => template[key])
            .map(([, label]) => label)
            .join(', ') || 'none'}{' '}
          · up to {template.maxContactFields}
        </p>
        {template.colorVariants.length > 0 ? (
          <div className="flex items-center gap-1.5">
            {template.colorVariants.slice(0, 6).map((v) => (
              <span
                key={v.name}
                title={v.name}
                className="size-4 rounded-full ring-1 ring-black/10"
                style={{ backgroundColor: v.color }}
              />
            ))}
            <span className="text-xs text-muted">
              {template.colorVariants.length} variant{template.colorVariants.length === 1 ? '' : 's'}
            </span>
          </div>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-1.5 border-t border-line pt-3">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${template.name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onVariants}
            aria-label={`Color variants of ${template.name}`}
          >
            <Palette aria-hidden="true" />
            Variants
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto text-red-700 hover:bg-red-50"
            onClick={onDelete}
            aria-label={`Delete ${template.name}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </article>
  );
}
