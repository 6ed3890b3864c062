import { type FormEvent, useState } from 'react';
import {
  parseMaxContactFields,
  parseTags,
  TEMPLATE_MESSAGES,
  type TTemplateCreateInput,
  type TTemplateUpdateInput,
} from '../../../../shared/admin';
import {
  CATEGORY_LABELS,
  type TDesignTemplate,
  TEMPLATE_CATEGORIES,
  type TemplateCategory,
} from '../../../../shared/catalog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { FileField } from '../ui/file-field';
import { FormProblem } from '../ui/form-problem';
import { Select } from '../ui/select';
import { SwitchField } from '../ui/switch';
import { useTemplateMutations } from './template-mutations';
import { DOWNLOAD_ACCEPT, maybeUpload, PREVIEW_ACCEPT, uploadCatalogFile } from './upload-catalog-file';

const FLAGS = [
  ['featured', 'Featured', 'Shown first and under the Featured filter.'],
  ['twoSided', 'Two-sided', 'The card has a designed back.'],
  ['logoEnabled', 'Logo', 'Customers may add their logo.'],
  ['websiteEnabled', 'Website', 'Contact field: website.'],
  ['emailEnabled', 'Email', 'Contact field: e-mail.'],
  ['phoneEnabled', 'Phone', 'Contact field: phone.'],
  ['addressEnabled', 'Address', 'Contact field: address.'],
  ['socialMediaEnabled', 'Social media', 'Contact field: social profile.'],
] as const;

type FlagKey = (typeof FLAGS)[number][0];

interface Draft {
  name: string;
  category: TemplateCategory;
  description: string;
  tags: string;
  maxContactFields: string;
  flags: Record<FlagKey, boolean>;
  clearBack: boolean;
}

interface Files {
  preview: File | null;
  download: File | null;
  backPreview: File | null;
  backDownload: File | null;
}

const NO_FILES: Files = { preview: null, download: null, backPreview: null, backDownload: null };

function draftOf(t: TDesignTemplate | null): Draft {
  return {
    name: t?.name ?? '',
    category: t?.category ?? 'business',
    description: t?.description ?? '',
    tags: t?.tags.join(', ') ?? '',
    maxContactFields: String(t?.maxContactFields ?? 3),
    flags: {
      featured: t?.featured ?? false,
      twoSided: t?.twoSided ?? true,
      logoEnabled: t?.logoEnabled ?? false,
      websiteEnabled: t?.websiteEnabled ?? false,
      emailEnabled: t?.emailEnabled ?? false,
      phoneEnabled: t?.phoneEnabled ?? false,
      addressEnabled: t?.addressEnabled ?? true,
      socialMediaEnabled: t?.socialMediaEnabled ?? false,
    },
    clearBack: false,
  };
}

/** 1–5; not a number → 3 (back-office.md §5). */
function maxFieldsOf(value: string): number {
  return Math.min(5, Math.max(1, parseMaxContactFields(value)));
}

const CATEGORY_OPTIONS = TEMPLATE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));

export interface TemplateFormDialogProps {
  /** null: add a template; a template: edit it. */
  template: TDesignTemplate | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function TemplateFormDialog(props: TemplateFormDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {/* Keyed so every opening starts from the template's current values. */}
      {props.open ? <TemplateForm key={props.template?.id ?? 'new'} {...props} /> : null}
    </Dialog>
  );
}

function TemplateForm({ template, onOpenChange }: TemplateFormDialogProps) {
  const editing = template !== null;
  const [draft, setDraft] = useState<Draft>(() => draftOf(template));
  const [files, setFiles] = useState<Files>(NO_FILES);
  const [problem, setProblem] = useState<string | null>(null);
  const { create, update } = useTemplateMutations();
  const busy = create.isPending || update.isPending;
  const tags = parseTags(draft.tags);

  const setFile = (key: keyof Files) => (file: File | null) => {
    setFiles((f) => ({ ...f, [key]: file }));
    return true;
  };

  const reject = (message: string) => {
    setProblem(message);
    toast({ variant: 'destructive', title: 'Error', description: message });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const name = draft.name.trim();
    const common = {
      name,
      category: draft.category,
      description: draft.description.trim(),
      tags,
      maxContactFields: maxFieldsOf(draft.maxContactFields),
      ...draft.flags,
    };
    const done = { onSuccess: () => onOpenChange(false) };
    if (!editing) {
      if (!name || !files.preview) {
        reject(TEMPLATE_MESSAGES.addRequired);
        return;
      }
      const preview = files.preview;
      create.mutate(async (): Promise<TTemplateCreateInput> => {
        const previewUrl = await uploadCatalogFile(preview, 'preview');
        return {
          ...common,
          preview: previewUrl,
          // No download file: the preview is the download (back-office.md §5).
          downloadUrl: (await maybeUpload(files.download, 'download')) ?? previewUrl,
          backPreview: (await maybeUpload(files.backPreview, 'preview')) ?? null,
          backDownloadUrl: (await maybeUpload(files.backDownload, 'download')) ?? null,
          colorVariants: [],
        };
      }, done);
      return;
    }
    if (!name) {
      reject(TEMPLATE_MESSAGES.nameRequired);
      return;
    }
    update.mutate(
      {
        id: template.id,
        build: async (): Promise<TTemplateUpdateInput> => {
          const body: TTemplateUpdateInput = { ...common };
          const preview = await maybeUpload(files.preview, 'preview');
          if (preview) body.preview = preview;
          const download = await maybeUpload(files.download, 'download');
          if (download) body.downloadUrl = download;
          if (draft.clearBack) {
            body.backPreview = null;
            body.backDownloadUrl = null;
          }
          const backPreview = await maybeUpload(files.backPreview, 'preview');
          if (backPreview) body.backPreview = backPreview;
          const backDownload = await maybeUpload(files.backDownload, 'download');
          if (backDownload) body.backDownloadUrl = backDownload;
          return body;
        },
      },
      done,
    );
  };

  return (
    <DialogContent className="max-w-2xl">
      <DialogHeader>
        <DialogTitle>{editing ? `Edit ${template.name}` : 'Add Design Template'}</DialogTitle>
        <DialogDescription>
          {editing
            ? 'Changes show in the design library and the campaign builder at once.'
            : 'Name and preview image are required. Without a download file, the preview is offered for download.'}
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} noValidate className="grid gap-5">
        <fieldset disabled={busy} className="grid min-w-0 grid-cols-1 gap-5 sm:grid-cols-2">
          <legend className="sr-only">Template details</legend>
          <div className="grid content-start gap-2">
            <Label htmlFor="tpl-name" required>
              Name
            </Label>
            <Input
              id="tpl-name"
              required
              value={draft.name}
              onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
            />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor="tpl-category">Category</Label>
            <Select
              id="tpl-category"
              value={draft.category}
              onValueChange={(v) => setDraft((d) => ({ ...d, category: v as TemplateCategory }))}
              options={CATEGORY_OPTIONS}
            />
          </div>
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor="tpl-description">Description</Label>
            <Textarea
              id="tpl-description"
              className="min-h-[80px]"
              value={draft.description}
              onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
            />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor="tpl-tags">Tags</Label>
            <Input
              id="tpl-tags"
              value={draft.tags}
              placeholder="real estate, modern, blue"
              aria-describedby="tpl-tags-hint"
              onChange={(e) => setDraft((d) => ({ ...d, tags: e.target.value }))}
            />
            <p id="tpl-tags-hint" className="text-xs text-muted">
              Separate tags with commas.
            </p>
            {tags.length > 0 ? (
              <ul aria-label="Tags" className="flex flex-wrap gap-1">
                {tags.map((tag, i) => (
                  <li key={`${tag}-${i}`}>
                    <Badge variant="secondary">{tag}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor="tpl-max-fields">Max contact fields</Label>
            <Input
              id="tpl-max-fields"
              type="number"
              min={1}
              max={5}
              step={1}
              value={draft.maxContactFields}
              aria-describedby="tpl-max-hint"
              onChange={(e) => setDraft((d) => ({ ...d, maxContactFields: e.target.value }))}
              onBlur={() =>
                setDraft((d) => ({ ...d, maxContactFields: String(maxFieldsOf(d.maxContactFields)) }))
              }
            />
            <p id="tpl-max-hint" className="text-xs text-muted">
              From 1 to 5.
            </p>
          </div>
          <FileField
            label="Preview image"
            required={!editing}
            accept={PREVIEW_ACCEPT}
            hint="PNG, JPG or SVG · max 5MB"
            currentNote={editing ? 'current preview kept' : undefined}
            file={files.preview}
            onChange={setFile('preview')}
          />
          <FileField
            label="Download file"
            accept={DOWNLOAD_ACCEPT}
            hint="AI, PSD, PDF, ZIP or SVG · max 10MB"
            currentNote={editing ? 'current file kept' : 'defaults to the preview'}
            file={files.download}
            onChange={setFile('download')}
          />
          <FileField
            label="Back preview image"
            accept={PREVIEW_ACCEPT}
            hint="PNG, JPG or SVG · optional"
            currentNote={
              editing && template.backPreview && !draft.clearBack ? 'current back kept' : undefined
            }
            file={files.backPreview}
            onChange={setFile('backPreview')}
          />
          <FileField
            label="Back download file"
            accept={DOWNLOAD_ACCEPT}
            hint="AI, PSD, PDF, ZIP or SVG · optional"
            file={files.backDownload}
            onChange={setFile('backDownload')}
          />
          {editing && (template.backPreview || template.backDownloadUrl) ? (
            <div className="sm:col-span-2">
              <SwitchField
                label="Remove the current back design"
                checked={draft.clearBack}
                onCheckedChange={(clearBack) => setDraft((d) => ({ ...d, clearBack }))}
              />
            </div>
          ) : null}
        </fieldset>
        <fieldset
          disabled={busy}
          className="grid gap-4 rounded-xl border border-line bg-sand/40 p-4 sm:grid-cols-2"
        >
          <legend className="px-1 text-sm font-semibold text-ink-950">Options</legend>
          {FLAGS.map(([key, label, hint]) => (
            <SwitchField
              key={key}
              label={label}
              description={hint}
              checked={draft.flags[key]}
              onCheckedChange={(on) => setDraft((d) => ({ ...d, flags: { ...d.flags, [key]: on } }))}
            />
          ))}
        </fieldset>
        <FormProblem message={problem} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner label={null} className="size-4" /> : null}
            {editing ? (busy ? 'Saving...' : 'Save Changes') : busy ? 'Adding...' : 'Add Template'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
