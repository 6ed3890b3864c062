import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './button';
import { CopyButton } from './copy-button';

export interface SecretOncePanelProps {
  title: ReactNode;
  /** The secret's name, for its field and the copy announcement: "API key", "Signing secret". */
  label: string;
  secret: string;
  /** Why it matters, after the panel's own "you will not see it again". */
  children: ReactNode;
  onDone: () => void;
}

/**
 * A secret the server shows only this once (a new API key, a webhook signing secret): the secret in a
 * read-only field with a copy button, the warning, and a button to put it away. Focus moves here on mount so
 * keyboard and screen-reader users do not miss it.
 */
export function SecretOncePanel({ title, label, secret, children, onDone }: SecretOncePanelProps) {
  const ids = useId();
  const panel = useRef<HTMLElement>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, []);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={`${ids}-title`}
      className="grid min-w-0 gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 outline-none focus-visible:outline-2"
    >
      <h3 id={`${ids}-title`} className="break-words text-base font-semibold text-ink-950">
        {title}
      </h3>
      <p className="flex items-start gap-2 text-sm text-ink-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
        <span>
          <strong className="font-semibold">Copy it now: you will not see it again.</strong> {children}
        </span>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${ids}-secret`} className="sr-only">
          {label}
        </label>
        <input
          ref={field}
          id={`${ids}-secret`}
          readOnly
          value={secret}
          onFocus={(e) => e.currentTarget.select()}
          className="h-11 w-full min-w-0 rounded-lg border border-line-strong bg-white px-3 font-mono text-sm text-ink-950 sm:flex-1"
        />
        <CopyButton
          text={secret}
          what={label}
          onBlocked={() => {
            field.current?.focus();
            field.current?.select();
          }}
        />
      </div>
      <Button variant="secondary" className="justify-self-start" onClick={onDone}>
        I have saved it
      </Button>
    </section>
  );
}
