import { Fragment } from 'react';

/**
 * An e-mail address that wraps before its "@" on a narrow screen ("rosa.delgado" / "@harborlight.test")
 * rather than mid-word; a part longer than the line still breaks (the caller's `wrap-break-word`).
 */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=@)/);
  return (
    <>
      {parts.map((part, i) => (
        // The parts of one address never reorder, so their index is a stable key.
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
