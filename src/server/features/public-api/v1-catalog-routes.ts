import type { FastifyPluginAsync } from 'fastify';
import type { TDesignTemplate } from '../../../shared/catalog-schemas';
import type { ContactFieldType } from '../../../shared/contact-fields';
import { v1ListStyles } from '../../../shared/contracts/v1/list-styles';
import { v1ListTemplates } from '../../../shared/contracts/v1/list-templates';
import {
  DEFAULT_NATURALNESS,
  HANDWRITING_STYLE_INFO,
  HANDWRITING_STYLES,
} from '../../../shared/handwriting/styles';
import type { V1Template } from '../../../shared/v1-catalog';
import type { AppDeps } from '../../app-deps';
import { listTemplates } from '../catalog/template-store';
import { pageOfArray, paginate } from './paginate';
import { v1Route } from './v1-route';

/** Styles and templates (read-only): the same catalogue the site's builder offers. */
export const v1CatalogRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    v1Route(app, v1ListStyles, () => ({
      object: 'list' as const,
      data: HANDWRITING_STYLES.map((id) => ({
        object: 'style' as const,
        id,
        name: HANDWRITING_STYLE_INFO[id].name,
        description: HANDWRITING_STYLE_INFO[id].description,
        default_naturalness: DEFAULT_NATURALNESS[id],
      })),
      has_more: false,
    }));

    v1Route(app, v1ListTemplates, async (request) => {
      // The catalogue is a few hundred rows at most: paged in memory, in the site's order.
      const all = await listTemplates(deps.database.db);
      const page = await paginate(request.query, {
        find: async (id) => all.find((t) => String(t.id) === id),
        fetch: async (cursor, n) => pageOfArray(all, cursor, n),
      });
      return { ...page, data: page.data.map(toV1Template) };
    });
  };

function toV1Template(t: TDesignTemplate): V1Template {
  const printed: Array<[ContactFieldType, boolean]> = [
    ['website', t.websiteEnabled],
    ['email', t.emailEnabled],
    ['phone', t.phoneEnabled],
    ['address', t.addressEnabled],
    ['socialMedia', t.socialMediaEnabled],
  ];
  return {
    object: 'template',
    id: t.id,
    name: t.name,
    category: t.category,
    description: t.description,
    tags: t.tags,
    preview: t.preview,
    back_preview: t.backPreview,
    two_sided: t.twoSided,
    logo: t.logoEnabled,
    contact_field_types: printed.filter(([, on]) => on).map(([type]) => type),
    max_contact_fields: t.maxContactFields,
    variants: t.colorVariants.map((v) => ({ name: v.name, color: v.color, preview: v.preview })),
  };
}
