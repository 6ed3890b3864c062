import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTestimonial } from '../../../../shared/contracts/testimonials/create-testimonial';
import { deleteTestimonial } from '../../../../shared/contracts/testimonials/delete-testimonial';
import { listAdminTestimonials } from '../../../../shared/contracts/testimonials/list-admin-testimonials';
import { listTestimonials } from '../../../../shared/contracts/testimonials/list-testimonials';
import { reorderTestimonials } from '../../../../shared/contracts/testimonials/reorder-testimonials';
import { updateTestimonial } from '../../../../shared/contracts/testimonials/update-testimonial';
import { homepageTestimonials } from '../../../../shared/homepage-testimonials';
import type { TAdminTestimonial, TTestimonialFields } from '../../../../shared/testimonial-schemas';
import { toast } from '../../../components/ui/toast';
import { keyOf } from '../../../lib/call';
import { adminCall, adminKeyOf, adminQuery } from '../admin-api';

/** What the form sends: its fields, checked by the shared schema, and the chosen photo. */
export interface TestimonialInput {
  fields: TTestimonialFields;
  image: File | null;
}

function toFormData({ fields, image }: TestimonialInput): FormData {
  const form = new FormData();
  form.append('name', fields.name);
  form.append('title', fields.title);
  form.append('company', fields.company);
  form.append('message', fields.message);
  form.append('rating', String(fields.rating));
  form.append('isVisible', String(fields.isVisible));
  if (fields.removeImage) form.append('removeImage', 'true');
  // Files last: multipart parsers read the text fields before the stream of the file.
  if (image) form.append('image', image);
  return form;
}

/** The edit form's starting point, and what the row's quick "Show on homepage" switch re-sends. */
export function fieldsOf(t: TAdminTestimonial): TTestimonialFields {
  return {
    name: t.name,
    title: t.title,
    company: t.company,
    message: t.message,
    rating: t.rating,
    isVisible: t.isVisible,
    removeImage: false,
  };
}

/** The tab's list (typed with its data), which a reorder changes at once. */
const ADMIN_LIST = adminQuery(listAdminTestimonials).queryKey;
/** Order saves run one after another, so the last move staff make is the order that stays. */
const ORDER_SAVES = ['testimonial-order'];

/** "A, B and C". */
function names(list: readonly TAdminTestimonial[]): string {
  const all = list.map((t) => t.name);
  return all.length > 1 ? `${all.slice(0, -1).join(', ')} and ${all.at(-1)}` : (all[0] ?? 'none');
}

export function useTestimonialMutations() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: adminKeyOf(listAdminTestimonials) });
    // The landing page's list.
    void queryClient.invalidateQueries({ queryKey: keyOf(listTestimonials) });
  };
  const fail = (description: string) => toast({ variant: 'destructive', title: 'Error', description });

  const create = useMutation({
    mutationFn: (input: TestimonialInput) => adminCall(createTestimonial, { body: toFormData(input) }),
    onSuccess: (t) => {
      refresh();
      toast({ title: 'Testimonial added', description: `${t.name}'s testimonial was saved.` });
    },
    onError: () => fail('Failed to create testimonial'),
  });

  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: TestimonialInput }) =>
      adminCall(updateTestimonial, { params: { id: String(id) }, body: toFormData(input) }),
    onSuccess: (t) => {
      queryClient.setQueryData(ADMIN_LIST, (list) => list?.map((x) => (x.id === t.id ? t : x)));
      refresh();
      toast({
        title: 'Testimonial updated',
        description: `${t.name}'s testimonial is ${t.isVisible ? 'shown on' : 'hidden from'} the homepage.`,
      });
    },
    onError: () => fail('Failed to update testimonial'),
  });

  const remove = useMutation({
    mutationFn: (t: TAdminTestimonial) => adminCall(deleteTestimonial, { params: { id: String(t.id) } }),
    onSuccess: (_, t) => {
      refresh();
      toast({ title: 'Testimonial deleted', description: `${t.name}'s testimonial was removed.` });
    },
    onError: () => fail('Failed to delete testimonial'),
  });

  /** Takes the whole list in its new order; the tab shows it at once and puts it back if the save fails. */
  const reorder = useMutation({
    mutationKey: ORDER_SAVES,
    scope: { id: ORDER_SAVES[0]! },
    mutationFn: (ordered: TAdminTestimonial[]) =>
      adminCall(reorderTestimonials, { body: { testimonialIds: ordered.map((t) => t.id) } }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_LIST });
      const previous = queryClient.getQueryData(ADMIN_LIST);
      queryClient.setQueryData(
        ADMIN_LIST,
        ordered.map((t, displayOrder) => ({ ...t, displayOrder })),
      );
      return { previous };
    },
    onSuccess: (saved) => {
      toast({
        title: 'Order saved',
        description: `The homepage shows ${names(homepageTestimonials(saved))}.`,
      });
    },
    onError: (_err, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(ADMIN_LIST, context.previous);
      fail('Failed to reorder testimonials');
    },
    // Refetching while a later move is still being saved would show the older order for a moment.
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: ORDER_SAVES }) <= 1) refresh();
    },
  });

  return { create, update, remove, reorder };
}
