import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * For dialogs that hold a frame (video, PDF): focus the dialog itself on open instead of its first focusable
 * element, because keys pressed inside a frame never reach the page and Escape would not close the dialog.
 */
export function focusDialogItself(event: Event) {
  event.preventDefault();
  if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
}
const DialogPortal = DialogPrimitive.Portal;

function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn('qp-overlay fixed inset-0 z-50 bg-ink-950/60', className)}
      {...props}
    />
  );
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hides the corner close button (keep another way to close). */
  hideClose?: boolean;
};

/**
 * True when `className` sets the box's maximum width. Two max-w classes on one element are decided by their
 * order in the style sheet, not in the attribute (max-w-lg beats max-w-2xl), so a given width replaces the
 * default instead of joining it.
 */
function setsWidth(className: string | undefined): boolean {
  return className?.split(/\s+/).some((name) => name.startsWith('max-w-')) ?? false;
}

export function DialogContent({ className, children, hideClose, ...props }: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'qp-dialog fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border border-line bg-white p-6 shadow-2xl',
          !setsWidth(className) && 'max-w-lg',
          className,
        )}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-md p-1.5 text-muted transition-colors hover:bg-sand hover:text-ink-950"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg font-semibold leading-tight tracking-tight text-ink-950', className)}
      {...props}
    />
  );
}

function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted', className)} {...props} />;
}

/**
 * A dialog's heading: its title (the dialog's accessible name) and its description (read out when it opens),
 * clear of the close button. Without a description, the dialog has none.
 */
export function DialogHeading({
  title,
  description,
  descriptionClassName,
}: {
  title: ReactNode;
  description?: ReactNode;
  descriptionClassName?: string;
}) {
  return (
    <div className="flex flex-col gap-1.5 pr-8">
      <DialogTitle>{title}</DialogTitle>
      {description === undefined ? null : (
        <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
      )}
    </div>
  );
}
