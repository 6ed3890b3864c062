import { cn } from '../../lib/cn';

/** The Quillpost mark: a quill on an ink-navy tile with a terracotta ink stroke (same art as favicon.svg). */
export function QuillMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn('size-8 shrink-0', className)}
    >
      <rect width="32" height="32" rx="8" fill="#1f2a5a" />
      <path
        d="M25.8 4.8c-7.2.3-13.4 5-15.2 12.6l-1.2 5.1 4.9-1.5c7.1-2.2 11.6-8.4 11.5-16.2Z"
        fill="#fbf8f3"
      />
      <path
        d="M9.6 22.3 20.6 11.3M15.6 12.2l2.6 2.5M13.3 15.3l2.3 2.2"
        stroke="#1f2a5a"
        strokeWidth="1.2"
        strokeLinecap="round"
      />
      <path d="M9.4 22.6 6.3 25.7" stroke="#fbf8f3" strokeWidth="1.8" strokeLinecap="round" />
      <path
        d="M13.5 26.2c1.2-1 2.4-1 3.6 0s2.4 1 3.6 0 2.4-1 3.6 0"
        fill="none"
        stroke="#e8875f"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Mark plus word mark. Wrap it in a link where it should navigate. */
export function Logo({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <QuillMark className={tone === 'light' ? 'rounded-lg ring-1 ring-white/20' : undefined} />
      <span
        className={cn('text-xl font-bold tracking-tight', tone === 'light' ? 'text-white' : 'text-ink-900')}
      >
        Quillpost
      </span>
    </span>
  );
}
