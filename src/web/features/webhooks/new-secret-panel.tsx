import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';

/** A new endpoint's signing secret, shown this once with a copy button; focus moves here so nobody misses it. */
export function NewSecretPanel({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const ids = useId();
  const [copied, setCopied] = useState(false);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard blocked: select the text so Ctrl+C works.
      const field = document.getElementById(`${ids}-secret`) as HTMLInputElement | null;
      field?.focus();
      field?.select();
    }
  };
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={`${ids}-title`}
      className="grid gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 outline-none focus-visible:outline-2"
    >
      <h3 id={`${ids}-title`} className="break-all text-base font-semibold text-ink-950">
        Signing secret for {url}
      </h3>
      <p className="flex items-start gap-2 text-sm text-ink-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
        Copy it into your receiver now: it is shown only this once. Your receiver uses it to check that each
        event really came from Quillpost.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${ids}-secret`} className="sr-only">
          Signing secret
        </label>
        <input
          id={`${ids}-secret`}
          readOnly
          value={secret}
          onFocus={(e) => e.currentTarget.select()}
          className="h-11 min-w-0 flex-1 rounded-lg border border-line-strong bg-white px-3 font-mono text-sm text-ink-950"
        />
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? 'Secret copied to the clipboard.' : ''}
      </p>
      <Button variant="secondary" className="justify-self-start" onClick={onDone}>
        I have saved it
      </Button>
    </section>
  );
}
