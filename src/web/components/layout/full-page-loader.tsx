import { QuillMark } from './quill-mark';

/** First-visit loader for routes without the public frame (admin). Kept tiny: it is in the main bundle. */
export function FullPageLoader() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-paper">
      <span role="status" className="sr-only">
        Loading
      </span>
      <QuillMark className="size-10 animate-pulse" />
    </div>
  );
}
