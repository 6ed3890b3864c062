import { BookOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { WEBHOOK_VERIFY_SNIPPET } from '../../../shared/webhook-verification';
import { CodeBlock } from '../../components/ui/code-block';
import { PageSection } from '../../components/ui/page-section';
import { exampleDeliveryDate, KEY_PLACEHOLDER, quickStartCommands } from './quick-start-commands';

const code = (text: string) => <code className="rounded bg-sand px-1 font-mono text-[0.9em]">{text}</code>;

/**
 * /account/developers "Quick start": from a test key to a submitted campaign and its webhooks with curl,
 * against this site. `testKey` is a test key just made (shown once anyway), filled into the commands.
 */
export function QuickStart({ testKey }: { testKey: string | null }) {
  const commands = quickStartCommands({
    origin: window.location.origin,
    key: testKey,
    deliveryDate: exampleDeliveryDate(),
  });
  return (
    <PageSection
      titleId="quick-start-title"
      title="Quick start"
      description={
        <>
          Send a handwritten note from your own code in about ten minutes, with curl and a test key: nothing
          is charged or mailed. Every field, answer and error is in the{' '}
          <a href="/docs/api" className="font-medium text-ink-800 underline underline-offset-2">
            API reference
          </a>
          .
        </>
      }
    >
      <ol className="grid min-w-0 gap-6">
        <Step n={1} title="Set up your shell">
          <p>
            {testKey ? (
              'Your new test key is filled in below; it goes back to a placeholder once you put the key away.'
            ) : (
              <>Create a test key above and put it in place of {code(KEY_PLACEHOLDER)}.</>
            )}
          </p>
          <CodeBlock code={commands.setup} title="Set up your shell" language="Shell" />
        </Step>
        <Step n={2} title="Pick a design and a handwriting style">
          <p>
            Note the {code('id')} of a design for {code('template_id')} and a style for {code('style')}.
          </p>
          <CodeBlock code={commands.designs} title="List designs and styles" language="Shell" />
        </Step>
        <Step n={3} title="Create a campaign">
          <p>
            The message can use merge fields such as {code('{{first_name}}')}; the delivery date is a business
            day at least a week ahead. Keep the {code('id')} of the answer: {code('export CAMPAIGN_ID=…')}
          </p>
          <CodeBlock code={commands.campaign} title="Create a campaign" language="Shell" />
        </Step>
        <Step n={4} title="Add recipients">
          <p>
            Up to 5,000 a call ({code('merge_fields')} fill the message); a row we cannot mail comes back with
            its own error.
          </p>
          <CodeBlock code={commands.recipients} title="Add recipients" language="Shell" />
        </Step>
        <Step n={5} title="Check the proofs">
          <p>Each note as the pen will write it, merge fields filled in.</p>
          <CodeBlock code={commands.proofs} title="List the proofs" language="Shell" />
        </Step>
        <Step n={6} title="Submit">
          <p>
            A test campaign charges nothing. Sending the same {code('Idempotency-Key')} again replays the
            first answer, so a retry never submits twice.
          </p>
          <CodeBlock code={commands.submit} title="Submit the campaign" language="Shell" />
        </Step>
        <Step n={7} title="Watch the webhooks">
          <p>
            Add a test endpoint under{' '}
            <a href="#webhooks-title" className="font-medium text-ink-800 underline underline-offset-2">
              Webhooks
            </a>{' '}
            (or with {code('POST /v1/webhook_endpoints')}), then move the test campaign on, one step a call:
            in production, written, mailed. Each step sends its events to your endpoint.
          </p>
          <CodeBlock code={commands.advance} title="Advance the test campaign" language="Shell" />
          <p>
            Check each delivery's signature on the raw body before trusting it (Node,{' '}
            {code('standardwebhooks')}
            ). An event may arrive more than once: skip an {code('id')} you have already handled.
          </p>
          <CodeBlock code={WEBHOOK_VERIFY_SNIPPET} title="Verify a webhook" language="TypeScript" />
        </Step>
      </ol>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <a
          href="/docs/api"
          className="inline-flex items-center gap-1 font-medium text-ink-800 underline underline-offset-2"
        >
          <BookOpen aria-hidden="true" className="size-4" />
          API reference
        </a>
        <a href="/v1/openapi.json" className="font-medium text-ink-800 underline underline-offset-2">
          OpenAPI document
        </a>
      </p>
    </PageSection>
  );
}

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  // Beside the number on wide screens; under it, at full width, on phones, where code needs the room.
  return (
    <li className="grid min-w-0 grid-cols-[2rem_minmax(0,1fr)] gap-x-3 gap-y-3">
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-ink-800 text-sm font-semibold text-white"
      >
        {n}
      </span>
      <h3 className="flex min-h-8 items-center text-base font-semibold text-ink-950">{title}</h3>
      <div className="col-span-2 grid min-w-0 gap-3 text-sm text-ink-900 sm:col-span-1 sm:col-start-2">
        {children}
      </div>
    </li>
  );
}
