import { beforeAll, describe, expect, it } from 'vitest';
import { backLayoutProblems } from '../../src/shared/back-layout';
import { CARD_HEIGHT, CARD_WIDTH, zonesFor } from '../../src/shared/card-zones';
import type { TDesignTemplate } from '../../src/shared/catalog';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let templates: TDesignTemplate[];

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/design-templates' });
  expect(res.statusCode, res.body).toBe(200);
  templates = res.json();
});

describe('seeded templates: details print into zones, not into the artwork', () => {
  it('lists each template with a front logo zone (when logos are enabled) and a contact zone on the card', () => {
    expect(templates).toHaveLength(15);
    for (const tpl of templates) {
      const front = tpl.zones?.front;
      expect(front, tpl.name).toBeTruthy();
      expect(Boolean(front?.logo), tpl.name).toBe(tpl.logoEnabled);
      const contact = front?.contact;
      expect(contact, tpl.name).toBeTruthy();
      if (!contact) continue;
      expect(contact.x + contact.width, tpl.name).toBeLessThanOrEqual(CARD_WIDTH);
      expect(contact.y + (contact.maxLines - 1) * contact.lineHeight, tpl.name).toBeLessThanOrEqual(
        CARD_HEIGHT,
      );
      expect(contact.maxLines).toBeLessThanOrEqual(tpl.maxContactFields);
    }
  });

  it('gives each two-sided template a return-address corner on its back, clear of the stamp and the address', () => {
    const twoSided = templates.filter((tpl) => tpl.twoSided);
    expect(twoSided.length).toBeGreaterThan(8);
    for (const tpl of twoSided) {
      const back = zonesFor(tpl.zones, 'back', tpl.colorVariants[0]?.name);
      expect(Boolean(back?.logo), tpl.name).toBe(tpl.logoEnabled);
      const contact = back?.contact;
      expect(contact, tpl.name).toBeTruthy();
      if (!contact) continue;
      // The stamp box starts at x 566; the pen's address lines at y 260 or lower on every band placement.
      if (back.logo) expect(back.logo.x + back.logo.width, tpl.name).toBeLessThan(566);
      expect(contact.x + contact.width, tpl.name).toBeLessThanOrEqual(650);
      expect(contact.y + (contact.maxLines - 1) * contact.lineHeight, tpl.name).toBeLessThan(260);
      // One back for every variant: its colours are its own, whichever front colour is chosen.
      expect(back.contact?.color, tpl.name).toBe(tpl.zones?.back?.contact?.color);
    }
  });

  it('gives each two-sided template its back layout (the areas the pen writes in), one-sided ones none', () => {
    for (const tpl of templates) {
      if (!tpl.twoSided) {
        expect(tpl.backLayout, tpl.name).toBeNull();
        continue;
      }
      const layout = tpl.backLayout!;
      expect(backLayoutProblems(layout), tpl.name).toEqual([]);
      // The return-address corner prints where the layout says, clear of the address the pen writes.
      const contact = zonesFor(tpl.zones, 'back')!.contact!;
      const block = layout.printed.find((e) => e.kind === 'return-address' || e.kind === 'contact')!.rect;
      expect(contact.x * (177.8 / CARD_WIDTH), tpl.name).toBeCloseTo(block.x, 1);
      expect(block.y + block.height, tpl.name).toBeLessThan(layout.address.rect.y - 1.5);
    }
  });

  it('gives each colour variant its own print colours', () => {
    const listed = templates.find((x) => x.name === 'Just Listed')!;
    const colors = listed.zones?.variantColors ?? {};
    expect(Object.keys(colors).sort()).toEqual(listed.colorVariants.map((v) => v.name).sort());
    expect(colors.Sage?.contact).not.toBe(colors.Slate?.contact);
  });

  it('serves artwork without the old placeholders ("YOUR LOGO", sample contact lines)', async () => {
    const urls = new Set(
      templates.flatMap((tpl) => [
        tpl.preview,
        ...(tpl.backPreview ? [tpl.backPreview] : []),
        ...tpl.colorVariants.map((v) => v.preview),
      ]),
    );
    expect(urls.size).toBeGreaterThan(30);
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toMatch(/>LOGO<|yourbusiness|214-7788|120 Main Street/);
    }
  });
});
