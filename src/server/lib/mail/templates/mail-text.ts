import { absoluteUrl } from '../../../../shared/seo';
import type { MailBrand, MailContent } from './mail-content';

/** Labels line up in a column of this width (longer labels get one space), as mail clients show plain text. */
const LABEL_WIDTH = 18;

/** The plain-text part: the same content as the HTML part, laid out for a monospaced reader. */
export function mailText(content: MailContent, brand: MailBrand): string {
  const lines: string[] = [content.heading, ''];
  for (const paragraph of content.paragraphs) lines.push(paragraph, '');
  if (content.details?.length) {
    for (const { label, value } of content.details) {
      lines.push(`${`${label}:`.padEnd(Math.max(LABEL_WIDTH, label.length + 2))}${value}`);
    }
    lines.push('');
  }
  if (content.quote) lines.push(`${content.quote.title}:`, content.quote.text, '');
  if (content.action) lines.push(`${content.action.label}:`, content.action.url, '');
  if (content.secondaryAction)
    lines.push(`${content.secondaryAction.label}:`, content.secondaryAction.url, '');
  if (content.steps) {
    lines.push(content.steps.title);
    content.steps.items.forEach((step, i) => {
      lines.push(`${i + 1}. ${step.title}: ${step.text}`);
    });
    lines.push('');
  }
  for (const line of content.closing) lines.push(line, '');
  lines.push('— The Quillpost team', absoluteUrl(brand.publicUrl, '/'));
  return lines.join('\n');
}
