import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { Fragment } from 'react';
import type { ApiRequest } from '../../../shared/api-keys';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { exactTime, relativeTime } from './request-time';

/* The pieces of one logged request, shared by the table (wide screens) and the stacked list (phones). */

const OUTCOMES = {
  ok: { variant: 'success', word: 'succeeded', Icon: CircleCheck },
  refused: { variant: 'warning', word: 'refused', Icon: CircleAlert },
  failed: { variant: 'destructive', word: 'failed on our side', Icon: CircleX },
} as const satisfies Record<string, { variant: BadgeVariant; word: string; Icon: unknown }>;

function outcomeOf(status: number) {
  if (status >= 500) return OUTCOMES.failed;
  if (status >= 400) return OUTCOMES.refused;
  return OUTCOMES.ok;
}

/** The HTTP status: green 2xx, amber 4xx, red 5xx, each with its own icon and, for screen readers, a word. */
export function StatusBadge({ status }: { status: number }) {
  const { variant, word, Icon } = outcomeOf(status);
  return (
    <Badge variant={variant} className="font-mono">
      <Icon aria-hidden="true" className="size-3.5" />
      {status}
      <span className="sr-only">, {word}</span>
    </Badge>
  );
}

/** How long ago, with the exact time on hover; screen readers hear both. */
export function RequestWhen({ at, now }: { at: string; now: Date }) {
  const exact = exactTime(at);
  const ago = relativeTime(at, now);
  return (
    <time dateTime={at} title={exact} className="whitespace-nowrap">
      <span aria-hidden="true">{ago}</span>
      <span className="sr-only">
        {ago}, {exact}
      </span>
    </time>
  );
}

/** The method and path; a long path wraps after a slash, `?` or `&` rather than inside an id. */
export function RequestLine({ request }: { request: ApiRequest }) {
  const parts = request.path.split(/(?<=[/?&])/);
  return (
    <span className="font-mono text-ink-950 wrap-anywhere">
      <span className="font-semibold">{request.method}</span>{' '}
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** The Idempotency-Key the request carried and whether the answer was the first one's replay. */
export function IdempotencyNote({ request }: { request: ApiRequest }) {
  if (!request.idempotencyKey && !request.replayed) return null;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
      {request.replayed ? <Badge variant="secondary">replayed</Badge> : null}
      {request.idempotencyKey ? (
        <span className="min-w-0 wrap-anywhere">
          Idempotency-Key <code className="font-mono text-ink-800">{request.idempotencyKey}</code>
        </span>
      ) : null}
    </span>
  );
}

/** The request's id, as its answer's `Request-Id` header and error body gave it: what an integrator quotes. */
export function RequestIdNote({ request }: { request: ApiRequest }) {
  if (!request.requestId) return null;
  return (
    <span className="min-w-0 text-xs text-muted">
      Request-Id <code className="font-mono text-ink-800 wrap-anywhere">{request.requestId}</code>
    </span>
  );
}

export function ErrorCode({ code }: { code: string | null }) {
  if (!code) return null;
  return <code className="font-mono text-ink-900 wrap-anywhere">{code}</code>;
}

export const keyLabel = (request: ApiRequest) => `${request.keyPrefix}…`;
