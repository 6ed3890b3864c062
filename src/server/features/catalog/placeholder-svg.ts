/** A neutral image for previews that failed to load, labelled with its size. */
export function placeholderSvg(width: number, height: number): string {
  const fontSize = Math.max(8, Math.min(48, Math.round(Math.min(width, height) / 8)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Placeholder image ${width} by ${height}"><rect width="100%" height="100%" fill="#ece7df"/><path d="M0 0L${width} ${height}M${width} 0L0 ${height}" stroke="#d8d0c4" stroke-width="2"/><text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${fontSize}" fill="#7a6f62">${width} × ${height}</text></svg>`;
}
