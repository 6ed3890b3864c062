import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './button';

export interface CopyButtonProps {
  text: string;
  /** What is copied, as a screen reader should hear it: "Key" → "Key copied to the clipboard." */
  what: string;
  /** When the browser refuses the clipboard: select the text so Ctrl+C works. */
  onBlocked: () => void;
  /** The button's accessible name when "Copy" alone is ambiguous (several on a page); starts with "Copy". */
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** Copies `text`, says so on the button for two seconds, and announces it through a polite live region. */
export function CopyButton({
  text,
  what,
  onBlocked,
  label,
  variant = 'outline',
  size,
  className,
}: CopyButtonProps) {
  const [said, setSaid] = useState<{ copied: boolean; message: string }>({ copied: false, message: '' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setSaid({ copied: true, message: `${what} copied to the clipboard.` });
    } catch {
      onBlocked();
      setSaid({
        copied: false,
        message: 'Copying was blocked: the text is selected, press Ctrl+C to copy it.',
      });
    }
    timer.current = setTimeout(() => setSaid({ copied: false, message: '' }), 2000);
  };
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        aria-label={label}
        onClick={() => void copy()}
      >
        {said.copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {said.copied ? 'Copied' : 'Copy'}
      </Button>
      {/* Always in the page, so the message is announced when it changes. */}
      <span aria-live="polite" className="sr-only">
        {said.message}
      </span>
    </>
  );
}
