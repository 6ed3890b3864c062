import { describe, expect, it } from 'vitest';
import { scrubPath } from './scrub-path';

const UUID = '3f2b8c1e-9a4d-4e7b-8c2f-1d5e6a7b8c9d';
const SESSION_TOKEN = 'q3Jx0_vK9mZ-aT4bN7cR2dS5eU8fW1gY6hI0jL3kM9o';

describe('scrubPath', () => {
  it.each([
    ['/', '/'],
    ['/design-library', '/design-library'],
    ['/order-confirmed/', '/order-confirmed/'],
    ['/account/verify', '/account/verify'],
    ['/robots.txt', '/robots.txt'],
    ['/v1/campaigns', '/v1/campaigns'],
  ])('keeps the route words of %s', (path, expected) => {
    expect(scrubPath(path)).toBe(expected);
  });

  it.each([
    [`/checkout/${UUID}`, '/checkout/:id'],
    [`/checkout/${UUID.toUpperCase()}`, '/checkout/:id'],
    ['/order-confirmed/1042', '/order-confirmed/:id'],
    [`/account/orders/${UUID}`, '/account/orders/:id'],
    [`/account/lists/${UUID}/`, '/account/lists/:id/'],
    [`/account/verify/${SESSION_TOKEN}`, '/account/verify/:id'],
    ['/files/9f86d081884c7d659a2feaa0c55ad015.svg', '/files/:id'],
    ['/unsubscribe/dana@whitfieldmotors.com', '/unsubscribe/:id'],
    ['/unsubscribe/dana%40whitfieldmotors.com', '/unsubscribe/:id'],
    ['/x/Dana', '/x/:id'],
    ['/x/abc123', '/x/:id'],
    [`/a/${'word-'.repeat(9)}end`, '/a/:id'],
  ])('replaces the id or token in %s', (path, expected) => {
    expect(scrubPath(path)).toBe(expected);
  });

  it('never keeps a query string or a fragment', () => {
    expect(scrubPath(`/account/verify?token=${SESSION_TOKEN}&email=dana%40x.com`)).toBe('/account/verify');
    expect(scrubPath('/design-library?category=automotive#top')).toBe('/design-library');
    expect(scrubPath('/faq#delivery?x=1')).toBe('/faq');
    expect(scrubPath('?token=abc')).toBe('/');
  });

  it('takes the path of a full URL and drops its origin, query and fragment', () => {
    expect(scrubPath(`https://quillpost.com/checkout/${UUID}?pay=1#card`)).toBe('/checkout/:id');
    expect(scrubPath('https://quillpost.com')).toBe('/');
  });

  it('gives no segment of a long token back, whatever its alphabet', () => {
    for (const token of [
      SESSION_TOKEN,
      'a'.repeat(41),
      '0123456789abcdef0123456789abcdef',
      'AbCdEfGhIjKlMnOp',
    ]) {
      expect(scrubPath(`/t/${token}`)).toBe('/t/:id');
    }
  });
});
