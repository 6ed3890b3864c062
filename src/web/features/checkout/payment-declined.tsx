import { CircleAlert } from 'lucide-react';

/**
 * Why the last payment attempt failed, kept on the page (a toast alone vanishes after a few seconds, before
 * a screen-reader user or a slow reader has taken it in). The next attempt replaces it.
 */
export function PaymentDeclined({ message }: { message: string }) {
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-red-900">Payment Failed</p>
        <p className="text-red-900">{message}</p>
        <p className="text-red-800">Check the card details and try again, or use another card.</p>
      </div>
    </div>
  );
}
