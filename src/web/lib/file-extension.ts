/** True when `file`'s name ends with one of `extensions` (without dots). */
export function hasExtension(file: File, extensions: readonly string[]): boolean {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  return extensions.includes(ext);
}
