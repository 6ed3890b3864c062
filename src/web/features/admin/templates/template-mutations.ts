import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTemplateCreateInput, TTemplateUpdateInput } from '../../../../shared/admin';
import type { TColorVariant, TDesignTemplate } from '../../../../shared/catalog';
import { toast } from '../../../components/ui/toast';
import { adminSend } from '../admin-api';
import { ADMIN_KEYS } from '../queries';
import { CatalogUploadError } from './upload-catalog-file';

function failure(err: unknown, fallback: string) {
  // Upload failures carry their own message ('Failed to upload preview image…').
  const description = err instanceof CatalogUploadError ? err.message : fallback;
  toast({ variant: 'destructive', title: 'Error', description });
}

/** Every template change refreshes the shared list, which /design-library and the builder read too. */
export function useTemplateMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.templates });

  const create = useMutation({
    mutationFn: async (build: () => Promise<TTemplateCreateInput>) =>
      adminSend<TDesignTemplate>('POST', '/api/design-templates', await build()),
    onSuccess: (t) => {
      void refresh();
      toast({ title: 'Template added', description: `${t.name} is now in the design library.` });
    },
    onError: (err) => failure(err, 'Failed to add template. Please try again.'),
  });

  const update = useMutation({
    mutationFn: async ({ id, build }: { id: number; build: () => Promise<TTemplateUpdateInput> }) =>
      adminSend<TDesignTemplate>('PUT', `/api/design-templates/${id}`, await build()),
    onSuccess: (t) => {
      void refresh();
      toast({ title: 'Template updated', description: `${t.name} was saved.` });
    },
    onError: (err) => failure(err, 'Failed to update template. Please try again.'),
  });

  const remove = useMutation({
    mutationFn: (template: TDesignTemplate) => adminSend('DELETE', `/api/design-templates/${template.id}`),
    onSuccess: (_, t) => {
      void refresh();
      toast({ title: 'Template deleted', description: `${t.name} was removed from the library.` });
    },
    onError: (err) => failure(err, 'Failed to delete template. Please try again.'),
  });

  const saveVariants = useMutation({
    mutationFn: ({ id, colorVariants }: { id: number; colorVariants: TColorVariant[] }) =>
      adminSend<TDesignTemplate>('PUT', `/api/design-templates/${id}`, { colorVariants }),
    onSuccess: (t) => {
      queryClient.setQueryData<TDesignTemplate[]>(ADMIN_KEYS.templates, (list) =>
        list?.map((x) => (x.id === t.id ? t : x)),
      );
      void refresh();
      toast({
        title: 'Color variants updated',
        description: `${t.name} now has ${t.colorVariants.length} variant(s).`,
      });
    },
    onError: (err) => failure(err, 'Failed to update color variants. Please try again.'),
  });

  const reorder = useMutation({
    mutationFn: (ordered: TDesignTemplate[]) =>
      adminSend<TDesignTemplate[]>('PUT', '/api/design-templates/reorder', {
        templateIds: ordered.map((t) => t.id),
      }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_KEYS.templates });
      const previous = queryClient.getQueryData<TDesignTemplate[]>(ADMIN_KEYS.templates);
      queryClient.setQueryData(ADMIN_KEYS.templates, ordered);
      return { previous };
    },
    onSuccess: () => {
      toast({ title: 'Order saved', description: 'The design library shows the new order.' });
    },
    onError: (_err, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(ADMIN_KEYS.templates, context.previous);
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to reorder templates' });
    },
    onSettled: () => refresh(),
  });

  return { create, update, remove, saveVariants, reorder };
}
