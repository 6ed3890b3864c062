import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_VERIFY_SNIPPET } from './webhook-verification';

describe('the webhook verification snippet', () => {
  it('is the one the README shows, word for word', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`\`\`\`ts\n${WEBHOOK_VERIFY_SNIPPET}\n\`\`\``);
  });
});
