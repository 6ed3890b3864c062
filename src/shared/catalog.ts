export const DEFAULT_MAX_CONTACT_FIELDS = 3;

// Types only: importing them never loads zod (the public pages stay light). The categories live in
// template-categories.ts, which the schemas import, so the two modules do not import each other.
export type { TColorVariant, TDesignTemplate } from './catalog-schemas';
