// One package per piece (not @react-email/components, which also loads Tailwind, Prism and Markdown at boot).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { absoluteUrl } from '../../../../shared/seo';
import type { MailBrand, MailContent } from './mail-content';

/* The site's palette (src/web/styles.css): ink for text and the button, the accent for the brand line. */
const INK_950 = '#111735';
const INK_700 = '#2d386a';
const MUTED = '#545f92';
const ACCENT = '#c8552a';
const PAPER = '#f7f4ee';
const LINE = '#e4e0d6';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const text = { color: INK_700, fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' } as const;

/** Every Quillpost e-mail's HTML part: the brand's header and footer around one mail's content. */
export function BrandedMail({ content, brand }: { content: MailContent; brand: MailBrand }) {
  const home = absoluteUrl(brand.publicUrl, '/');
  return (
    <Html lang="en">
      <Head />
      <Preview>{content.preview}</Preview>
      <Body style={{ backgroundColor: PAPER, fontFamily: FONT, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: '600px', margin: '0 auto', padding: '0 12px' }}>
          <Section style={{ padding: '8px 4px 16px' }}>
            <Link
              href={home}
              style={{ color: INK_950, fontSize: '22px', fontWeight: 700, textDecoration: 'none' }}
            >
              Quillpost
            </Link>
            <Text style={{ color: ACCENT, fontSize: '12px', letterSpacing: '0.08em', margin: '2px 0 0' }}>
              REAL PENS. REAL INK. REAL RESULTS.
            </Text>
          </Section>
          <Section
            style={{
              backgroundColor: '#ffffff',
              border: `1px solid ${LINE}`,
              borderRadius: '12px',
              padding: '32px 28px',
            }}
          >
            <Heading
              as="h1"
              style={{ color: INK_950, fontSize: '24px', lineHeight: '32px', margin: '0 0 16px' }}
            >
              {content.heading}
            </Heading>
            {content.paragraphs.map((paragraph) => (
              <Text key={paragraph} style={text}>
                {paragraph}
              </Text>
            ))}
            {content.details?.length ? (
              <table
                role="presentation"
                width="100%"
                cellPadding={0}
                cellSpacing={0}
                style={{ borderCollapse: 'collapse', margin: '8px 0 24px' }}
              >
                <tbody>
                  {content.details.map((detail) => (
                    <tr key={detail.label}>
                      <td
                        style={{
                          borderTop: `1px solid ${LINE}`,
                          color: MUTED,
                          fontSize: '14px',
                          padding: '10px 12px 10px 0',
                          verticalAlign: 'top',
                          width: '40%',
                        }}
                      >
                        {detail.label}
                      </td>
                      <td
                        style={{
                          borderTop: `1px solid ${LINE}`,
                          color: INK_950,
                          fontSize: detail.emphasis ? '16px' : '14px',
                          fontWeight: detail.emphasis ? 700 : 400,
                          padding: '10px 0',
                          textAlign: 'right',
                        }}
                      >
                        {detail.value}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            {content.quote ? (
              <Section
                style={{
                  backgroundColor: PAPER,
                  borderLeft: `3px solid ${ACCENT}`,
                  borderRadius: '6px',
                  margin: '0 0 24px',
                  padding: '12px 16px',
                }}
              >
                <Text style={{ ...text, color: INK_950, fontWeight: 600, margin: '0 0 4px' }}>
                  {content.quote.title}
                </Text>
                <Text style={{ ...text, margin: 0, whiteSpace: 'pre-wrap' }}>{content.quote.text}</Text>
              </Section>
            ) : null}
            {content.action ? (
              <Section style={{ margin: '8px 0 24px', textAlign: 'center' }}>
                <Button
                  href={content.action.url}
                  style={{
                    backgroundColor: INK_950,
                    borderRadius: '8px',
                    color: '#ffffff',
                    fontSize: '15px',
                    fontWeight: 600,
                    padding: '12px 24px',
                  }}
                >
                  {content.action.label}
                </Button>
                <Text style={{ color: MUTED, fontSize: '12px', lineHeight: '18px', margin: '12px 0 0' }}>
                  Or open this link: <Link href={content.action.url}>{content.action.url}</Link>
                </Text>
                {content.secondaryAction ? (
                  <Text style={{ ...text, margin: '16px 0 0' }}>
                    <Link href={content.secondaryAction.url} style={{ color: ACCENT, fontWeight: 600 }}>
                      {content.secondaryAction.label} →
                    </Link>
                  </Text>
                ) : null}
              </Section>
            ) : null}
            {content.steps ? (
              <>
                <Heading as="h2" style={{ color: INK_950, fontSize: '17px', margin: '8px 0 12px' }}>
                  {content.steps.title}
                </Heading>
                {content.steps.items.map((step, i) => (
                  <Text key={step.title} style={{ ...text, margin: '0 0 10px' }}>
                    <strong style={{ color: INK_950 }}>
                      {i + 1}. {step.title}
                    </strong>{' '}
                    — {step.text}
                  </Text>
                ))}
              </>
            ) : null}
            <Hr style={{ borderColor: LINE, margin: '24px 0' }} />
            {content.closing.map((line) => (
              <Text key={line} style={text}>
                {line}
              </Text>
            ))}
            <Text style={{ ...text, margin: 0 }}>— The Quillpost team</Text>
          </Section>
          <Text
            style={{
              color: MUTED,
              fontSize: '12px',
              lineHeight: '18px',
              margin: '16px 4px 0',
              textAlign: 'center',
            }}
          >
            Quillpost · Personalized handwritten notes, mailed across the United States ·{' '}
            <Link href={home} style={{ color: MUTED }}>
              {home.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </Link>{' '}
            ·{' '}
            <Link href={absoluteUrl(brand.publicUrl, '/privacy')} style={{ color: MUTED }}>
              Privacy Policy
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
