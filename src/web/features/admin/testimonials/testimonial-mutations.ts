import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminTestimonial } from '../../../../shared/admin';
import { toast } from '../../../components/ui/toast';
import { adminSend } from '../admin-api';
import { ADMIN_KEYS } from '../queries';

export interface TestimonialInput {
  fields: Pick<TAdminTestimonial, 'name' | 'title' | 'company' | 'message' | 'rating' | 'isVisible'>;
  image: File | null;
  removeImage: boolean;
}

function toFormData({ fields, image, removeImage }: TestimonialInput): FormData {
  const form = new FormData();
  form.append('name', fields.name);
  form.append('title', fields.title);
  form.append('company', fields.company);
  form.append('message', fields.message);
  form.append('rating', String(fields.rating));
  form.append('isVisible', String(fields.isVisible));
  if (removeImage) form.append('removeImage', 'true');
  // Files last: multipart parsers read the text fields before the stream of the file.
  if (image) form.append('image', image);
  return form;
}

/** The edit form's starting point, and what the row's quick "Show on homepage" switch re-sends. */
export function inputOf(t: TAdminTestimonial): TestimonialInput {
  return {
    fields: {
      name: t.name,
      title: t.title,
      company: t.company,
      message: t.message,
      rating: t.rating,
      isVisible: t.isVisible,
    },
    image: null,
    removeImage: false,
  };
}

export function useTestimonialMutations() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.testimonials });
    // The landing page's list.
    void queryClient.invalidateQueries({ queryKey: ['/api/testimonials'] });
  };
  const fail = (description: string) => toast({ variant: 'destructive', title: 'Error', description });

  const create = useMutation({
    mutationFn: (input: TestimonialInput) =>
      adminSend<TAdminTestimonial>('POST', '/api/admin/testimonials', toFormData(input)),
    onSuccess: (t) => {
      refresh();
      toast({ title: 'Testimonial added', description: `${t.name}'s testimonial was saved.` });
    },
    onError: () => fail('Failed to create testimonial'),
  });

  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: TestimonialInput }) =>
      adminSend<TAdminTestimonial>('PUT', `/api/admin/testimonials/${id}`, toFormData(input)),
    onSuccess: (t) => {
      queryClient.setQueryData<TAdminTestimonial[]>(ADMIN_KEYS.testimonials, (list) =>
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
    mutationFn: (t: TAdminTestimonial) => adminSend('DELETE', `/api/admin/testimonials/${t.id}`),
    onSuccess: (_, t) => {
      refresh();
      toast({ title: 'Testimonial deleted', description: `${t.name}'s testimonial was removed.` });
    },
    onError: () => fail('Failed to delete testimonial'),
  });

  return { create, update, remove };
}
