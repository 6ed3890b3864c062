import { useId, useRef } from 'react';
import { CopyButton } from './copy-button';

export interface CodeBlockProps {
  code: string;
  /** What the code does, for screen readers and the copy button: "Create a campaign". */
  title: string;
  /** Shown above the code: "Shell", "TypeScript". */
  language: string;
}

/**
 * Code on a dark panel with a copy button. Long lines scroll inside the block, never the page; the code takes
 * keyboard focus so it can be scrolled with the arrow keys.
 */
export function CodeBlock({ code, title, language }: CodeBlockProps) {
  const captionId = useId();
  const pre = useRef<HTMLPreElement>(null);
  return (
    <figure aria-labelledby={captionId} className="qp-on-dark min-w-0 overflow-hidden rounded-xl bg-ink-950">
      <div className="flex items-center justify-between gap-2 border-b border-white/10 py-1.5 pr-1.5 pl-4">
        <span id={captionId} className="text-xs font-medium text-ink-200">
          <span className="sr-only">{title}, </span>
          {language}
        </span>
        <CopyButton
          text={code}
          what="Code"
          label={`Copy: ${title}`}
          variant="inverse"
          size="sm"
          onBlocked={() => {
            if (!pre.current) return;
            pre.current.focus();
            window.getSelection()?.selectAllChildren(pre.current);
          }}
        />
      </div>
      <pre
        ref={pre}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: code that scrolls sideways needs focus to scroll by keyboard
        tabIndex={0}
        className="overflow-x-auto p-4 font-mono focus-visible:-outline-offset-2 text-xs leading-relaxed text-ink-50 sm:text-[13px]"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
