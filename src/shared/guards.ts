/**
 * Type guards for values the compiler cannot know: a select's or a tab's string, a URL parameter, JSON read
 * back from the page or from storage. Each checks at run time what it tells the compiler.
 */

/** A non-null object, whose fields are read as unknown. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Whether `value` is one of `options` (e.g. a select's string among a union's values). */
export function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return options.some((option) => option === value);
}

/** Whether `key` is an own key of `record` (not one it inherits from Object.prototype, such as `toString`). */
export function isKeyOf<T extends object>(record: T, key: PropertyKey): key is keyof T {
  return Object.hasOwn(record, key);
}
