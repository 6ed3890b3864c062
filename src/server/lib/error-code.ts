/** The `code` a Node.js or library error carries (`EEXIST`, `FST_REQ_FILE_TOO_LARGE`…), if it has one. */
export function errorCode(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null || !('code' in err)) return undefined;
  return typeof err.code === 'string' ? err.code : undefined;
}
