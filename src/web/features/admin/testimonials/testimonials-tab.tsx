import { MessageSquareQuote, Plus } from 'lucide-react';
import { useState } from 'react';
import { HOMEPAGE_TESTIMONIAL_COUNT, homepageTestimonials } from '../../../../shared/homepage-testimonials';
import { type TAdminTestimonial, TESTIMONIAL_MESSAGES } from '../../../../shared/testimonial-schemas';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { QueryState } from '../../../components/ui/query-state';
import { errorStatus } from '../../../lib/api';
import { SortableTestimonialList } from './sortable-testimonial-list';
import { TestimonialFormDialog } from './testimonial-form-dialog';
import { useTestimonialMutations } from './testimonial-mutations';
import { useAdminTestimonials } from './testimonial-queries';

/** The testimonials the homepage shows now, in its order, so staff see what their reordering chose. */
function HomepagePick({ testimonials }: { testimonials: readonly TAdminTestimonial[] }) {
  const shown = homepageTestimonials(testimonials);
  return (
    <section
      aria-labelledby="homepage-pick-title"
      className="mb-4 rounded-2xl border border-emerald-200 bg-emerald-50/60 p-4"
    >
      <h3 id="homepage-pick-title" className="text-sm font-semibold text-emerald-900">
        On the homepage now
      </h3>
      {shown.length === 0 ? (
        <p className="mt-1 text-sm text-emerald-900">
          None: no testimonial is visible, so the homepage shows no testimonials.
        </p>
      ) : (
        <ol className="mt-1 flex list-inside list-decimal flex-wrap gap-x-5 gap-y-1 text-sm text-emerald-900">
          {shown.map((t) => (
            <li key={t.id}>{t.name}</li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function TestimonialsTab() {
  const testimonials = useAdminTestimonials();
  const { remove } = useTestimonialMutations();
  const [form, setForm] = useState<{ open: boolean; testimonial: TAdminTestimonial | null }>({
    open: false,
    testimonial: null,
  });
  const [deleting, setDeleting] = useState<TAdminTestimonial | null>(null);

  const body = (
    <QueryState
      query={testimonials}
      loading={<ListSkeleton rows={3} label="Loading testimonials" />}
      errorMessage="Error loading testimonials."
      // A 401 has already sent the admin to sign-in.
      renderError={(error) => (errorStatus(error) === 401 ? null : undefined)}
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState
          icon={MessageSquareQuote}
          title="No testimonials yet"
          description="Add what customers say; visible ones appear on the homepage."
        />
      }
    >
      {(list) => (
        <>
          <HomepagePick testimonials={list} />
          <SortableTestimonialList
            testimonials={list}
            onEdit={(testimonial) => setForm({ open: true, testimonial })}
            onDelete={setDeleting}
          />
        </>
      )}
    </QueryState>
  );

  return (
    <section aria-label="Testimonials">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-ink-950">Testimonials</h2>
          <p className="max-w-2xl text-sm text-muted">
            What customers say. The homepage shows the first {HOMEPAGE_TESTIMONIAL_COUNT} visible ones in this
            order: drag a testimonial by its handle (or focus it and press Space, then arrow keys), or use its
            Move up / Move down buttons.
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
