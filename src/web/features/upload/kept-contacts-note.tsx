import { Users } from 'lucide-react';

/** The campaign already holds its recipients (opened again from checkout); a new CSV would replace them. */
export function KeptContactsNote({ count }: { count: number }) {
  return (
    <section
      aria-labelledby="kept-contacts-title"
      className="flex gap-3 rounded-2xl border border-line bg-white p-5 text-sm shadow-card"
    >
      <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-700" />
      <div>
        <h2 id="kept-contacts-title" className="font-semibold text-ink-950">
          {count.toLocaleString('en-US')} {count === 1 ? 'contact is' : 'contacts are'} saved with this
          campaign
        </h2>
        <p className="text-muted">
          Keep them and continue, or upload a new CSV above to replace the whole list.
        </p>
      </div>
    </section>
  );
}
