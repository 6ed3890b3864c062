import type { ApiKeyMode, ApiRequest } from '../../../shared/api-keys';
import {
  ErrorCode,
  IdempotencyNote,
  keyLabel,
  RequestIdNote,
  RequestLine,
  RequestWhen,
  StatusBadge,
} from './request-parts';

/** The table's columns; the request (method and path) heads each row. */
const COLUMNS = [
  ['Time', ''],
  ['Request', ''],
  ['Status', ''],
  ['Error', ''],
  ['Duration', 'text-right'],
  ['Key', ''],
] as const;
const HEAD = 'px-3 py-2 font-medium whitespace-nowrap';
const CELL = 'px-3 py-2.5 align-top';

/**
 * The requests, newest first: a table on wide screens, a stacked list on phones (the other one is hidden, so
 * assistive technology meets each request once).
 */
export function RequestLog({ mode, requests }: { mode: ApiKeyMode; requests: ApiRequest[] }) {
  const now = new Date();
  const name = `Your latest ${mode} requests, newest first`;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-line bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{name}</caption>
          <thead className="bg-sand text-ink-900">
            <tr>
              {COLUMNS.map(([column, align]) => (
                <th key={column} scope="col" className={`${HEAD} ${align}`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {requests.map((request) => (
              <tr key={request.id}>
                <td className={`${CELL} text-muted`}>
                  <RequestWhen at={request.createdAt} now={now} />
                </td>
                <th scope="row" className={`${CELL} font-normal`}>
                  <div className="grid gap-1">
                    <RequestLine request={request} />
                    <IdempotencyNote request={request} />
                    <RequestIdNote request={request} />
                  </div>
                </th>
                <td className={CELL}>
                  <StatusBadge status={request.status} />
                </td>
                <td className={`${CELL} whitespace-nowrap`}>
                  <ErrorCode code={request.errorCode} />
                </td>
                <td className={`${CELL} text-right whitespace-nowrap text-muted tabular-nums`}>
                  {request.durationMs} ms
                </td>
                <td className={`${CELL} whitespace-nowrap font-mono text-xs text-muted`}>
                  {keyLabel(request)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={name} className="grid gap-2 md:hidden">
        {requests.map((request) => (
          <li key={request.id} className="grid gap-2 rounded-2xl border border-line bg-white p-4 text-sm">
            <p className="flex items-start justify-between gap-3">
              <RequestLine request={request} />
              <StatusBadge status={request.status} />
            </p>
            {request.errorCode ? (
              <p className="text-muted">
                Error <ErrorCode code={request.errorCode} />
              </p>
            ) : null}
            <p className="flex flex-wrap gap-x-2 text-xs text-muted">
              <RequestWhen at={request.createdAt} now={now} />
              <span aria-hidden="true">·</span>
              <span className="tabular-nums">{request.durationMs} ms</span>
              <span aria-hidden="true">·</span>
              <span className="font-mono">{keyLabel(request)}</span>
            </p>
            <IdempotencyNote request={request} />
            <RequestIdNote request={request} />
          </li>
        ))}
      </ul>
    </>
  );
}
