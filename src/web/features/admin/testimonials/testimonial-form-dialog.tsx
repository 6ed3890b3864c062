import { type FormEvent, useState } from 'react';
import { type TAdminTestimonial, TESTIMONIAL_MESSAGES } from '../../../../shared/admin';
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
import { SwitchField } from '../ui/switch';
import { RatingInput } from './rating-input';
import { inputOf, type TestimonialInput, useTestimonialMutations } from './testimonial-mutations';

const EMPTY: TestimonialInput = {
  fields: { name: '', title: '', company: '', message: '', rating: 5, isVisible: true },
  image: null,
  removeImage: false,
};

export interface TestimonialFormDialogProps {
  /** null: add; a testimonial: edit it. */
  testimonial: TAdminTestimonial | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function TestimonialFormDialog(props: TestimonialFormDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? <TestimonialForm key={props.testimonial?.id ?? 'new'} {...props} /> : null}
    </Dialog>
  );
}

function TestimonialForm({ testimonial, onOpenChange }: TestimonialFormDialogProps) {
  const editing = testimonial !== null;
  const [input, setInput] = useState<TestimonialInput>(() => (testimonial ? inputOf(testimonial) : EMPTY));
  const [problem, setProblem] = useState<string | null>(null);
  const { create, update } = useTestimonialMutations();
  const busy = create.isPending || update.isPending;
  const field = <K extends keyof TestimonialInput['fields']>(key: K, value: TestimonialInput['fields'][K]) =>
    setInput((i) => ({ ...i, fields: { ...i.fields, [key]: value } }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing = !input.fields.name.trim()
      ? TESTIMONIAL_MESSAGES.name
      : !input.fields.message.trim()
        ? TESTIMONIAL_MESSAGES.message
        : null;
    setProblem(missing);
    if (missing) {
      toast({ variant: 'destructive', title: 'Error', description: missing });
      return;
    }
    const done = { onSuccess: () => onOpenChange(false) };
    if (editing) update.mutate({ id: testimonial.id, input }, done);
    else create.mutate(input, done);
  };

  return (
    <DialogContent className="max-w-xl">
      <DialogHeader>
        <DialogTitle>{editing ? 'Edit Testimonial' : 'Add Testimonial'}</DialogTitle>
        <DialogDescription>Visible testimonials appear on the homepage at once.</DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} noValidate className="grid gap-5">
        <fieldset disabled={busy} className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2">
          <legend className="sr-only">Testimonial</legend>
          <div className="grid content-start gap-2 sm:col-span-2">
            <Label htmlFor="t-name" required>
              Name
            </Label>
            <Input
              id="t-name"
              required
              value={input.fields.name}
              onChange={(e) => field('name', e.target.value)}
            />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor="t-title">Title</Label>
            <Input
              id="t-title"
              value={input.fields.title}
              placeholder="Marketing Director"
              onChange={(e) => field('title', e.target.value)}
            />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor="t-company">Company</Label>
            <Input
              id="t-company"
              value={input.fields.company}
              onChange={(e) => field('company', e.target.value)}
            />
          </div>
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor="t-message" required>
              Message
            </Label>
            <Textarea
              id="t-message"
              required
              value={input.fields.message}
              onChange={(e) => field('message', e.target.value)}
            />
          </div>
          <div className="sm:col-span-2">
            <RatingInput value={input.fields.rating} onChange={(rating) => field('rating', rating)} />
          </div>
          <div className="sm:col-span-2">
            <FileField
              label="Photo"
              accept=".png,.jpg,.jpeg,.webp,.svg"
              hint="Optional · PNG, JPG, WebP or SVG · max 5MB"
              currentNote={
                editing && testimonial.imageUrl && !input.removeImage ? 'current photo kept' : undefined
              }
              file={input.image}
              onChange={(image) => {
                setInput((i) => ({ ...i, image, removeImage: false }));
                return true;
              }}
            />
          </div>
          {editing && testimonial.imageUrl && !input.image ? (
            <div className="sm:col-span-2">
              <SwitchField
                label="Remove the current photo"
                checked={input.removeImage}
                onCheckedChange={(removeImage) => setInput((i) => ({ ...i, removeImage }))}
              />
            </div>
          ) : null}
          <div className="rounded-xl border border-line bg-sand/40 p-4 sm:col-span-2">
            <SwitchField
              label="Show on homepage"
              checked={input.fields.isVisible}
              onCheckedChange={(on) => field('isVisible', on)}
            />
          </div>
        </fieldset>
        <FormProblem message={problem} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner label={null} className="size-4" /> : null}
            {editing ? 'Save Changes' : 'Add Testimonial'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
