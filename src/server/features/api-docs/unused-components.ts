const PREFIX = '#/components/schemas/';

interface WithComponents {
  components?: { schemas?: Record<string, unknown> };
}

/**
 * Drops the component schemas no operation reaches. The zod registry holds every schema with an id, each in
 * an output and an input version (`Campaign`, `CampaignInput`), and the site's own; the document keeps only
 * what /v1 uses, so each resource appears once.
 */
export function withoutUnusedComponents<D extends WithComponents>(document: D): D {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(PREFIX)) {
        const id = value.slice(PREFIX.length);
        if (!used.has(id)) {
          used.add(id);
          visit(schemas[id]);
        }
      } else visit(value);
    }
  };
  const { components, ...rest } = document;
  visit(rest);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([id]) => used.has(id)));
  return { ...document, components: { ...components, schemas: kept } };
}
