import { CircleAlert, CircleCheck, ImageOff, TriangleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { BLOCKING_WARNINGS, type TProofWarning } from '../../../shared/proofs';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';

export interface ProofCardItem {
  key: string;
  name: string;
  /**
   * The back of the card as an image URL: the card view (the printed back under the writing), or with
   * `backdrop`, the pen's layer alone; null while it is being drawn.
   */
  src: string | null;
  /** The printed back drawn under a transparent `src` (proofs drawn in the browser). */
  backdrop?: ReactNode;
  warnings: readonly TProofWarning[];
  /** `src` is a file of its own (stored proofs): the full-size view also opens it in a new tab. */
  openable?: boolean;
}

/** The card's image; over a backdrop it is the pen's layer alone, so no placeholder hides the back. */
function ProofImage({ src, name, overlay }: { src: string; name: string; overlay: boolean }) {
  const [state, setState] = useState<{ src: string; status: 'loading' | 'loaded' | 'failed' }>({
    src,
    status: 'loading',
  });
  const status = state.src === src ? state.status : 'loading';
  if (status === 'failed') {
    return (
      <div className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-xs text-muted">
        <ImageOff aria-hidden="true" className="size-6 text-subtle" />
        This card could not be drawn. Reload the page to try again.
      </div>
    );
  }
  return (
    <>
      {status === 'loading' && !overlay ? <Skeleton className="absolute inset-0 rounded-none" /> : null}
      <img
        src={src}
        alt={`Note to ${name}: the back of the card as they will hold it, with the message and the address written on it`}
        className="relative size-full"
        loading="lazy"
        decoding="async"
        onLoad={() => setState({ src, status: 'loaded' })}
        onError={() => setState({ src, status: 'failed' })}
      />
    </>
  );
}

/**
 * The back of the card as the recipient will hold it (the printed back with the writing), at any size: in the
 * grid, with `onView`, it is the button that opens the full-size view.
 */
export function ProofView({
  item,
  onView,
  className,
}: {
  item: ProofCardItem;
  onView?: () => void;
  className?: string;
}) {
  const image = item.src ? (
    <ProofImage src={item.src} name={item.name} overlay={Boolean(item.backdrop)} />
  ) : null;
  return (
    <div className={cn('relative aspect-[7/5] w-full bg-[#fffdf8]', className)} data-testid="proof-card-view">
      {item.backdrop ? (
        <div className="absolute inset-0" data-testid="proof-printed-back">
          {item.backdrop}
        </div>
      ) : null}
      {image && onView ? (
        <button
          type="button"
          onClick={onView}
          aria-label={`View the note to ${item.name} full size`}
          data-proof-view={item.key}
          className="relative block size-full cursor-zoom-in rounded-t-xl focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-700"
        >
          {image}
        </button>
      ) : (
        (image ?? <Skeleton className="size-full rounded-none" />)
      )}
    </div>
  );
}

/** "Ready to write", or each thing that needs attention in the note (red when it stops the order). */
export function ProofStatus({ item }: { item: ProofCardItem }) {
  if (item.warnings.length === 0) {
    return (
      <p className="flex items-center gap-1.5 text-xs font-medium text-emerald-800">
        <CircleCheck aria-hidden="true" className="size-3.5 shrink-0" />
        Ready to write
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-1" aria-label={`What needs attention for ${item.name}`}>
      {item.warnings.map((w) => {
        const blocks = BLOCKING_WARNINGS.includes(w.code);
        const Icon = blocks ? CircleAlert : TriangleAlert;
        return (
          <li
            key={`${w.code}:${w.message}`}
            className={cn('flex items-start gap-1.5 text-xs', blocks ? 'text-red-800' : 'text-amber-900')}
          >
            <Icon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            <span>{w.message}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One recipient's card as they will hold it (the printed back with the message and the address block the pen
 * writes on it), with what needs attention; `onView` opens it full size.
 */
export function ProofCard({
  item,
  onView,
  className,
}: {
  item: ProofCardItem;
  onView: () => void;
  className?: string;
}) {
  const blocking = item.warnings.some((w) => BLOCKING_WARNINGS.includes(w.code));
  return (
    <li
      className={cn(
        'flex min-w-0 flex-col overflow-hidden rounded-xl border bg-white shadow-sm',
        blocking ? 'border-red-300' : item.warnings.length > 0 ? 'border-amber-300' : 'border-line',
        className,
      )}
    >
      <ProofView item={item} onView={onView} />
      <div className="flex flex-col gap-1.5 border-t border-line p-3">
        <p className="truncate text-sm font-semibold text-ink-950" title={item.name}>
          {item.name}
        </p>
        <ProofStatus item={item} />
      </div>
    </li>
  );
}
