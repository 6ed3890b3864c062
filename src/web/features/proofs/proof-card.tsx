import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { BLOCKING_WARNINGS, type TProofWarning } from '../../../shared/proofs';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';

export interface ProofCardItem {
  key: string;
  name: string;
  /** The written side as an image URL; null while it is being drawn. */
  src: string | null;
  warnings: readonly TProofWarning[];
  /** Stored proofs open full size in a new tab. */
  openable?: boolean;
}

function ProofImage({ src, name }: { src: string; name: string }) {
  return (
    <img
      src={src}
      alt={`Note to ${name}: the message and the address as the pen writes them`}
      className="size-full"
      loading="lazy"
      decoding="async"
    />
  );
}

/** One recipient's note as the pen writes it (message and address block), with what needs attention. */
export function ProofCard({ item }: { item: ProofCardItem }) {
  const blocking = item.warnings.some((w) => BLOCKING_WARNINGS.includes(w.code));
  return (
    <li
      className={cn(
        'flex min-w-0 flex-col overflow-hidden rounded-xl border bg-white shadow-sm',
        blocking ? 'border-red-300' : item.warnings.length > 0 ? 'border-amber-300' : 'border-line',
      )}
    >
      <div className="aspect-[7/5] w-full bg-[#fffdf8]">
        {item.src && item.openable ? (
          <a
            href={item.src}
            target="_blank"
            rel="noopener"
            className="block size-full rounded-t-xl focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-700"
            title="Open full size"
          >
            <ProofImage src={item.src} name={item.name} />
          </a>
        ) : item.src ? (
          <ProofImage src={item.src} name={item.name} />
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
