import { type FormEvent, useEffect, useId, useState } from 'react';
import { ZSavedListNameSchema } from '../../../shared/saved-lists';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { FieldMessage, Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { useRenameSavedList } from './saved-lists-api';

/** Renames a saved list; the name is checked by the server's own schema before it is sent. */
export function RenameListDialog({
  list,
  open,
  onOpenChange,
}: {
  list: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const rename = useRenameSavedList();
  const [name, setName] = useState(list.name);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    if (open) {
      setName(list.name);
      setError(null);
    }
  }, [open, list.name]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZSavedListNameSchema.safeParse(name);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Check the name.');
      return;
    }
    rename.mutate(
      { id: list.id, name: checked.data },
      {
        onSuccess: (renamed) => {
          onOpenChange(false);
          toast({ title: 'List renamed', description: `It is now called "${renamed.name}".` });
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Rename list</DialogTitle>
            <DialogDescription>The name you see when you choose a list for a campaign.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={inputId} required>
              List name
            </Label>
            <Input
              id={inputId}
              value={name}
              maxLength={120}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => setName(e.target.value)}
            />
            {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={rename.isPending}>
              {rename.isPending ? 'Saving…' : 'Save name'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
