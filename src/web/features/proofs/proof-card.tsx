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
  /** Stored proofs open full size in a new tab. */
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
 * One recipient's card as they will hold it (the printed back with the message and the address block the pen
 * writes on it), with what needs attention.
 */
export function ProofCard({ item }: { item: ProofCardItem }) {
  const blocking = item.warnings.some((w) => BLOCKING_WARNINGS.includes(w.code));
  return (
    <li
      className={cn(
        'flex min-w-0 flex-col overflow-hidden rounded-xl border bg-white shadow-sm',
        blocking ? 'border-red-300' : item.warnings.length > 0 ? 'border-amber-300' : 'border-line',
      )}
    >
      <div className="relative aspect-[7/5] w-full bg-[#fffdf8]" data-testid="proof-card-view">
        {item.backdrop ? (
          <div className="absolute inset-0" data-testid="proof-printed-back">
            {item.backdrop}
          </div>
        ) : null}
        {item.src && item.openable ? (
          <a
            href={item.src}
            target="_blank"
            rel="noopener"
            className="relative block size-full rounded-t-xl focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-700"
            title="Open full size"
          >
            <ProofImage src={item.src} name={item.name} overlay={Boolean(item.backdrop)} />
          </a>
        ) : item.src ? (
          <ProofImage src={item.src} name={item.name} overlay={Boolean(item.backdrop)} />
        ) : (
          <Skeleton className="size-full rounded-none" />
        )}
      </div>
      <div className="flex flex-col gap-1.5 border-t border-line p-3">
        <p className="truncate text-sm font-semibold text-ink-950" title={item.name}>
          {item.name}
        </p>
        {item.warnings.length === 0 ? (
          <p className="flex items-center gap-1.5 text-xs font-medium text-emerald-800">
            <CircleCheck aria-hidden="true" className="size-3.5 shrink-0" />
            Ready to write
          </p>
        ) : (
          <ul className="flex flex-col gap-1" aria-label={`What needs attention for ${item.name}`}>
            {item.warnings.map((w) => {
              const blocks = BLOCKING_WARNINGS.includes(w.code);
              const Icon = blocks ? CircleAlert : TriangleAlert;
              return (
                <li
                  key={`${w.code}:${w.message}`}
                  className={cn(
                    'flex items-start gap-1.5 text-xs',
                    blocks ? 'text-red-800' : 'text-amber-900',
                  )}
                >
                  <Icon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
                  <span>{w.message}</span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </li>
  );
}
