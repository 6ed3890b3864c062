import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { SiteLink, type SiteLinkProps } from '../../site-nav/site-nav';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'outline'
  | 'ghost'
  | 'destructive'
  | 'accent'
  | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-[color,background-color,border-color,box-shadow,transform] duration-150 select-none active:translate-y-px disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ink-800 text-white shadow-sm hover:bg-ink-900',
  accent: 'bg-accent-700 text-white shadow-sm hover:bg-accent-800',
  secondary: 'bg-sand text-ink-900 hover:bg-sand-dark',
  outline: 'border border-line-strong bg-white text-ink-900 hover:border-ink-300 hover:bg-ink-50',
  ghost: 'text-ink-800 hover:bg-ink-50',
  destructive: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
  /** For dark surfaces. */
  inverse: 'bg-white text-ink-900 shadow-sm hover:bg-accent-50',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm [&_svg]:size-4',
  md: 'h-11 px-5 text-sm [&_svg]:size-4',
  lg: 'h-13 px-7 text-base [&_svg]:size-5',
  icon: 'size-11 [&_svg]:size-5',
};

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The button classes, for elements that must look like a button (links, labels). */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
  className,
}: ButtonStyleProps = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonStyleProps & { ref?: React.Ref<HTMLButtonElement> };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}

export type LinkButtonProps = SiteLinkProps & ButtonStyleProps;

/** A link to a page of the site that looks like a button. */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return <SiteLink className={buttonVariants({ variant, size, className })} {...props} />;
}

export type AnchorButtonProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & ButtonStyleProps;

/** A plain anchor (mailto:, downloads, external pages) that looks like a button. */
export function AnchorButton({ variant, size, className, ...props }: AnchorButtonProps) {
  return <a className={buttonVariants({ variant, size, className })} {...props} />;
}
