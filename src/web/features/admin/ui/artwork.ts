/**
 * Template artwork is an uploaded file URL or stored SVG markup. Markup is shown through an <img> data URL:
 * an image context never runs scripts, so even unsanitised SVG cannot reach the page.
 */
export function artworkSrc(artwork: string): string {
  return artwork.trimStart().startsWith('<svg')
    ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(artwork)}`
    : artwork;
}
