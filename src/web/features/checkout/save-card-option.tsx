import { useId } from 'react';
import { Label } from '../../components/ui/label';

/** "Save this card for future orders": off by default, offered only to a signed-in customer. */
export function SaveCardOption({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-ink-800"
      />
      <div>
        <Label htmlFor={id}>Save this card for future orders</Label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          Kept by our payment provider on your account, so your next order or reorder takes one click. Remove
          it any time under Account › Card on file.
        </p>
      </div>
    </div>
  );
}
