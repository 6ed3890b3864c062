/** First focusable element on every page: jumps past the header to <main id="main-content">. */
export function SkipLink() {
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real in-page link; the handler only keeps '#main-content' out of the URL and router history
    <a
      href="#main-content"
      onClick={(event) => {
        const main = document.getElementById('main-content');
        if (!main) return;
        event.preventDefault();
        main.focus({ preventScroll: true });
        main.scrollIntoView({ block: 'start' });
      }}
      className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-lg bg-ink-900 px-4 py-3 text-sm font-semibold text-white shadow-lg transition-transform focus-visible:translate-y-0 focus-visible:outline-accent-300"
    >
      Skip to content
    </a>
  );
}
