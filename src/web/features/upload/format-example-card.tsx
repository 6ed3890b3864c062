import { OPTIONAL_COLUMNS, REQUIRED_COLUMNS } from '../../../shared/contact-columns';
import { SectionCard } from '../../draft/ordering-header';

const EXAMPLE = [
  'name,address,city,state,zipcode,first_name,company',
  'Sarah Johnson,"123 Main St, Suite 4",Springfield,IL,62704,Sarah,Bright Smile Dental',
  'Marcus Lee,88 Harbor Rd,Portland,ME,04101,Marcus,Lee & Co',
];

/** What a good file looks like: required and optional columns, and two example rows. */
export function FormatExampleCard() {
  return (
    <SectionCard
      labelledBy="format-title"
      title="CSV Format"
      description="One recipient per row, with a header row first. Column names are not case-sensitive."
    >
      <dl className="grid gap-3 text-sm sm:grid-cols-[7rem_1fr]">
        <dt className="font-medium text-ink-900">Required</dt>
        <dd className="flex flex-wrap gap-1.5">
          {REQUIRED_COLUMNS.map((c) => (
            <code key={c} className="rounded-md bg-ink-800 px-1.5 py-0.5 font-mono text-xs text-white">
              {c}
            </code>
          ))}
        </dd>
        <dt className="font-medium text-ink-900">Optional</dt>
        <dd className="flex flex-wrap gap-1.5">
          {OPTIONAL_COLUMNS.map((c) => (
            <code key={c} className="rounded-md bg-sand px-1.5 py-0.5 font-mono text-xs text-ink-800">
              {c}
            </code>
          ))}
        </dd>
      </dl>
      <p className="mt-3 text-xs text-muted">
        Also accepted: <code className="font-mono">zip</code>, <code className="font-mono">zip code</code>,{' '}
        <code className="font-mono">postal code</code> for zipcode and{' '}
        <code className="font-mono">address1</code>, <code className="font-mono">street</code> for address.
        Any other column becomes a merge field.
      </p>
      <pre className="mt-4 break-all whitespace-pre-wrap rounded-lg bg-ink-950 p-4 font-mono text-xs leading-relaxed text-ink-50">
        {EXAMPLE.join('\n')}
      </pre>
    </SectionCard>
  );
}
