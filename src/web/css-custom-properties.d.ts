/**
 * Inline styles may set CSS custom properties (`style={{ '--qp-fill': '40%' }}`): React passes them on as they
 * are, but its CSSProperties type knows only the standard properties.
 */
import 'react';

declare module 'react' {
  interface CSSProperties {
    [property: `--${string}`]: string | number | undefined;
  }
}
