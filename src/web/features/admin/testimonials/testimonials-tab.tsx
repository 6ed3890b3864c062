import { MessageSquareQuote, Pencil, Plus, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { HOMEPAGE_TESTIMONIAL_COUNT, homepageTestimonials } from '../../../../shared/homepage-testimonials';
import { type TAdminTestimonial, TESTIMONIAL_MESSAGES } from '../../../../shared/testimonial-schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { errorStatus } from '../../../lib/api';
import { artworkSrc } from '../ui/artwork';
import { EmptyState, ErrorState } from '../ui/states';
import { SwitchField } from '../ui/switch';
import { Stars } from './rating-input';
import { TestimonialFormDialog } from './testimonial-form-dialog';
import { fieldsOf, useTestimonialMutations } from './testimonial-mutations';
import { useAdminTestimonials } from './testimonial-queries';

/** Where the testimonial stands: on the homepage, visible but past the homepage's three, or hidden. */
function PlacementBadge({ visible, onHomepage }: { visible: boolean; onHomepage: boolean }) {
  if (onHomepage) return <Badge variant="success">On homepage</Badge>;
  if (visible)
    return <Badge variant="secondary">Visible · not among the first {HOMEPAGE_TESTIMONIAL_COUNT}</Badge>;
  return <Badge variant="secondary">Hidden</Badge>;
}

function TestimonialRow({
  testimonial: t,
  onHomepage,
  onEdit,
  onDelete,
}: {
  testimonial: TAdminTestimonial;
  onHomepage: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { update } = useTestimonialMutations();
  const byline = [t.title, t.company].filter(Boolean).join(', ');
  return (
    <li className="grid gap-4 rounded-2xl border border-line bg-white p-4 shadow-card sm:grid-cols-[auto_1fr_auto] sm:p-5">
      <div className="flex items-start gap-3 sm:contents">
        {t.imageUrl ? (
          <img
            src={artworkSrc(t.imageUrl)}
            alt=""
            className="size-12 shrink-0 rounded-full object-cover ring-1 ring-line"
          />
        ) : (
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-sand text-ink-600">
            <UserRound aria-hidden="true" className="size-6" />
          </span>
        )}
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="font-semibold text-ink-950">{t.name}</h3>
            <Stars rating={t.rating} />
            <PlacementBadge visible={t.isVisible} onHomepage={onHomepage} />
          </div>
          {byline ? <p className="text-sm text-muted">{byline}</p> : null}
          <p className="line-clamp-3 text-sm leading-6 text-ink-800">“{t.message}”</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3 sm:flex-col sm:items-end sm:border-0 sm:pt-0">
        <SwitchField
          className="min-w-44"
          label="Show on homepage"
          srContext={t.name}
          checked={t.isVisible}
          disabled={update.isPending}
          onCheckedChange={(isVisible) =>
            update.mutate({ id: t.id, input: { fields: { ...fieldsOf(t), isVisible }, image: null } })
          }
        />
        <div className="ml-auto flex gap-1.5 sm:ml-0">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit testimonial from ${t.name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            onClick={onDelete}
            aria-label={`Delete testimonial from ${t.name}`}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}

export function TestimonialsTab() {
  const { data, isPending, isError, error, refetch } = useAdminTestimonials();
  const { remove } = useTestimonialMutations();
  const [form, setForm] = useState<{ open: boolean; testimonial: TAdminTestimonial | null }>({
    open: false,
    testimonial: null,
  });
  const [deleting, setDeleting] = useState<TAdminTestimonial | null>(null);

  let body: React.ReactNode;
  if (isPending) body = <ListSkeleton rows={3} label="Loading testimonials" />;
  else if (isError && errorStatus(error) !== 401)
    body = <ErrorState message="Error loading testimonials. Please try again." onRetry={() => refetch()} />;
  else if (!data || data.length === 0)
    body = (
      <EmptyState
        icon={MessageSquareQuote}
        title="No testimonials yet"
        description="Add what customers say; visible ones appear on the homepage."
      />
    );
  else {
    const onHomepage = new Set(homepageTestimonials(data).map((t) => t.id));
    body = (
      <ul aria-label="Testimonials" className="grid gap-3">
        {data.map((t) => (
          <TestimonialRow
            key={t.id}
            testimonial={t}
            onHomepage={onHomepage.has(t.id)}
            onEdit={() => setForm({ open: true, testimonial: t })}
            onDelete={() => setDeleting(t)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-label="Testimonials">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-ink-950">Testimonials</h2>
          <p className="text-sm text-muted">
            What customers say. The homepage shows the first {HOMEPAGE_TESTIMONIAL_COUNT} visible ones, in
            display order.
          </p>
        </div>
        <Button onClick={() => setForm({ open: true, testimonial: null })}>
          <Plus aria-hidden="true" />
          Add Testimonial
        </Button>
      </div>
      {body}
      <TestimonialFormDialog
        open={form.open}
        testimonial={form.testimonial}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete testimonial"
        description={TESTIMONIAL_MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting) : Promise.resolve())}
      />
    </section>
  );
}
