import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTestimonial } from '../../../../shared/contracts/testimonials/create-testimonial';
import { deleteTestimonial } from '../../../../shared/contracts/testimonials/delete-testimonial';
import { listAdminTestimonials } from '../../../../shared/contracts/testimonials/list-admin-testimonials';
import { listTestimonials } from '../../../../shared/contracts/testimonials/list-testimonials';
import { updateTestimonial } from '../../../../shared/contracts/testimonials/update-testimonial';
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
      queryClient.setQueryData(adminQuery(listAdminTestimonials).queryKey, (list) =>
        list?.map((x) => (x.id === t.id ? t : x)),
      );
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

  return { create, update, remove };
}
