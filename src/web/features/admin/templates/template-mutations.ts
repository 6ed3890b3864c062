import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TColorVariant, TDesignTemplate } from '../../../../shared/catalog';
import { listTemplates } from '../../../../shared/contracts/catalog/list-templates';
import { createTemplate } from '../../../../shared/contracts/templates/create-template';
import { deleteTemplate } from '../../../../shared/contracts/templates/delete-template';
import { reorderTemplates } from '../../../../shared/contracts/templates/reorder-templates';
import { updateTemplate } from '../../../../shared/contracts/templates/update-template';
import type { TTemplateCreateInput, TTemplateUpdateInput } from '../../../../shared/template-schemas';
import { toast } from '../../../components/ui/toast';
import { queryFor } from '../../../lib/call';
import { adminCall } from '../admin-api';
import { CatalogUploadError } from './upload-catalog-file';

function failure(err: unknown, fallback: string) {
  // Upload failures carry their own message ('Failed to upload preview image…').
  const description = err instanceof CatalogUploadError ? err.message : fallback;
  toast({ variant: 'destructive', title: 'Error', description });
}

/** The public list's key (typed with its data): /design-library and the builder read the same cache entry. */
const TEMPLATES = queryFor(listTemplates).queryKey;

/** Every template change refreshes the shared list, which /design-library and the builder read too. */
export function useTemplateMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: TEMPLATES });

  const create = useMutation({
    mutationFn: async (build: () => Promise<TTemplateCreateInput>) =>
      adminCall(createTemplate, { body: await build() }),
    onSuccess: (t) => {
      void refresh();
      toast({ title: 'Template added', description: `${t.name} is now in the design library.` });
    },
    onError: (err) => failure(err, 'Failed to add template. Please try again.'),
  });

  const update = useMutation({
    mutationFn: async ({ id, build }: { id: number; build: () => Promise<TTemplateUpdateInput> }) =>
      adminCall(updateTemplate, { params: { id: String(id) }, body: await build() }),
    onSuccess: (t) => {
      void refresh();
      toast({ title: 'Template updated', description: `${t.name} was saved.` });
    },
    onError: (err) => failure(err, 'Failed to update template. Please try again.'),
  });

  const remove = useMutation({
    mutationFn: (template: TDesignTemplate) =>
      adminCall(deleteTemplate, { params: { id: String(template.id) } }),
    onSuccess: (_, t) => {
      void refresh();
      toast({ title: 'Template deleted', description: `${t.name} was removed from the library.` });
    },
    onError: (err) => failure(err, 'Failed to delete template. Please try again.'),
  });

  const saveVariants = useMutation({
    mutationFn: ({ id, colorVariants }: { id: number; colorVariants: TColorVariant[] }) =>
      adminCall(updateTemplate, { params: { id: String(id) }, body: { colorVariants } }),
    onSuccess: (t) => {
      queryClient.setQueryData(TEMPLATES, (list) => list?.map((x) => (x.id === t.id ? t : x)));
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
      adminCall(reorderTemplates, { body: { templateIds: ordered.map((t) => t.id) } }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: TEMPLATES });
      const previous = queryClient.getQueryData(TEMPLATES);
      queryClient.setQueryData(TEMPLATES, ordered);
      return { previous };
    },
    onSuccess: () => {
      toast({ title: 'Order saved', description: 'The design library shows the new order.' });
    },
    onError: (_err, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(TEMPLATES, context.previous);
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to reorder templates' });
    },
    onSettled: () => refresh(),
  });

  return { create, update, remove, saveVariants, reorder };
}
