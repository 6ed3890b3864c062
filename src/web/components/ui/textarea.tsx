import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { fieldClasses } from './input';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function Textarea({ className, ...props }: TextareaProps) {
  return (
    <textarea className={cn(fieldClasses, 'min-h-[120px] py-2.5 leading-relaxed', className)} {...props} />
  );
}
