import { z } from 'zod';
import type { TDesignTemplate } from '../../../../shared/catalog';
import { TEMPLATE_MESSAGES, ZTemplateFieldsSchema } from '../../../../shared/template-schemas';

const ZFileSlot = z.instanceof(File).nullable();

/**
 * The template dialog: the shared fields schema (the server validates the same fields with it) plus the
 * artwork files, which are uploaded on submit and sent as the URLs the upload answers. A new template needs
 * a name and a preview file (one message for both, back-office.md §5); an edit needs a name. A two-sided
 * template needs a back: a new back file, or the current one kept.
 */
export function templateFormSchema(current: TDesignTemplate | null) {
  const editing = current !== null;
  return ZTemplateFieldsSchema.extend({
    preview: ZFileSlot,
    download: ZFileSlot,
    backPreview: ZFileSlot,
    backDownload: ZFileSlot,
    clearBack: z.boolean(),
  }).superRefine((form, ctx) => {
    if (!editing && (!form.name || !form.preview)) {
      ctx.addIssue({
        code: 'custom',
        path: [form.name ? 'preview' : 'name'],
        message: TEMPLATE_MESSAGES.addRequired,
      });
    } else if (editing && !form.name) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: TEMPLATE_MESSAGES.nameRequired });
    } else if (form.twoSided && !form.backPreview && !(current?.backPreview && !form.clearBack)) {
      ctx.addIssue({ code: 'custom', path: ['backPreview'], message: TEMPLATE_MESSAGES.twoSidedNeedsBack });
    }
  });
}

type FormSchema = ReturnType<typeof templateFormSchema>;
export type TTemplateFormInput = z.input<FormSchema>;
export type TTemplateForm = z.output<FormSchema>;

/** What the dialog starts from: the template's current values, or a new template's defaults. */
export function templateFormDefaults(t: TDesignTemplate | null): TTemplateFormInput {
  return {
    name: t?.name ?? '',
    category: t?.category ?? 'business',
    description: t?.description ?? '',
    tags: t?.tags.join(', ') ?? '',
    maxContactFields: String(t?.maxContactFields ?? 3),
    zones: t?.zones ?? null,
    backLayout: t?.backLayout ?? null,
    featured: t?.featured ?? false,
    twoSided: t?.twoSided ?? false,
    logoEnabled: t?.logoEnabled ?? false,
    websiteEnabled: t?.websiteEnabled ?? false,
    emailEnabled: t?.emailEnabled ?? false,
    phoneEnabled: t?.phoneEnabled ?? false,
    addressEnabled: t?.addressEnabled ?? true,
    socialMediaEnabled: t?.socialMediaEnabled ?? false,
    preview: null,
    download: null,
    backPreview: null,
    backDownload: null,
    clearBack: false,
  };
}
