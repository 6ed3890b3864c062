import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { type ReactNode, useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';

/**
 * Toasts (public-site.md §4, §9): variants default and destructive; one visible at a time (a new toast
 * replaces the one showing); shown for 5000 ms; F8 moves focus to the notification region.
 *
 *   toast({ title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." });
 *   toast({ variant: 'destructive', title: 'Error sending message', description: errorMessage(err) });
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; defaults to 5000. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: Partial<ToastOptions>) => void;
}

export const TOAST_DURATION = 5000;
const TOAST_LIMIT = 1;
/** Time a closed toast stays mounted so its exit animation can run. */
const REMOVE_DELAY = 400;

let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
let counter = 0;

function setToasts(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = (): ToastItem[] => toasts;

function scheduleRemoval(id: string): void {
  setTimeout(() => setToasts(toasts.filter((t) => t.id !== id)), REMOVE_DELAY);
}

/** Closes one toast, or all of them when no id is given. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id));
  if (closing.length === 0) return;
  setToasts(toasts.map((t) => (closing.includes(t) ? { ...t, open: false } : t)));
  for (const t of closing) scheduleRemoval(t.id);
}

/** Shows a toast, replacing whichever one is showing. */
export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const item: ToastItem = { variant: 'default', ...options, id, open: true };
  setToasts([item, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch) => setToasts(toasts.map((t) => (t.id === id ? { ...t, ...patch } : t))),
  };
}

export function useToast(): { toasts: ToastItem[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}

/** Mount once at the app root. */
export function Toaster() {
  const { toasts: items } = useToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" label="Notification">
      {items.map((item) => {
        const destructive = item.variant === 'destructive';
        const Icon = destructive ? CircleAlert : CircleCheck;
        return (
          <ToastPrimitive.Root
            key={item.id}
            open={item.open}
            duration={item.duration}
            type={destructive ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            className={cn(
              'qp-toast group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg',
              destructive
                ? 'border-red-800 bg-red-700 text-white [--qp-ring:var(--color-white)]'
                : 'border-line bg-white text-ink-950',
            )}
          >
            <Icon
              aria-hidden="true"
              className={cn('mt-0.5 size-5 shrink-0', destructive ? 'text-white' : 'text-emerald-700')}
            />
            <div className="grid min-w-0 gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold leading-5">
                {item.title}
              </ToastPrimitive.Title>
              {item.description ? (
                <ToastPrimitive.Description
                  className={cn('text-sm leading-5', destructive ? 'text-red-50' : 'text-muted')}
                >
                  {item.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label="Close"
              className={cn(
                'absolute top-3 right-3 rounded-md p-1 transition-colors',
                destructive
                  ? 'text-red-100 hover:bg-red-800 hover:text-white'
                  : 'text-muted hover:bg-sand hover:text-ink-950',
              )}
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
