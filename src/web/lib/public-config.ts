/**
 * Settings the server hands to the browser (src/shared/public-config.ts). The server replaces the
 * `<!--public-config-->` comment in index.html with `<script type="application/json" id="qp-config">{…}</script>`;
 * the Vite dev server does not, so every field has a safe default.
 */

import { isRecord } from '../../shared/guards';
import {
  PAYMENTS_MODES,
  PUBLIC_CONFIG_ELEMENT_ID,
  type PublicConfig,
  type SocialLinks,
} from '../../shared/public-config';

const DEFAULT_SALES_EMAIL = 'sales@quillpost.com';

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function httpsUrl(value: unknown): string | null {
  const text = nonEmptyString(value);
  if (!text) return null;
  try {
    return new URL(text).protocol === 'https:' ? text : null;
  } catch {
    return null;
  }
}

function parseSocial(raw: unknown): SocialLinks {
  const data: Record<string, unknown> = isRecord(raw) ? raw : {};
  return {
    facebook: httpsUrl(data.facebook),
    instagram: httpsUrl(data.instagram),
    linkedin: httpsUrl(data.linkedin),
    twitter: httpsUrl(data.twitter),
  };
}

function currentOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

/** Turns whatever the element held into a complete config; unknown or malformed fields fall back. */
function parsePublicConfig(raw: unknown): PublicConfig {
  const data: Record<string, unknown> = isRecord(raw) ? raw : {};
  const mode = data.paymentsMode;
  return {
    salesEmail: nonEmptyString(data.salesEmail) ?? DEFAULT_SALES_EMAIL,
    gaMeasurementId: nonEmptyString(data.gaMeasurementId),
    paymentsMode: PAYMENTS_MODES.find((m) => m === mode) ?? 'test',
    stripePublishableKey: nonEmptyString(data.stripePublishableKey),
    publicUrl: (nonEmptyString(data.publicUrl) ?? currentOrigin()).replace(/\/+$/, ''),
    social: parseSocial(data.social),
  };
}

function readConfigElement(): unknown {
  if (typeof document === 'undefined') return {};
  const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    console.warn('[quillpost] #qp-config is not valid JSON; using defaults.');
    return {};
  }
}

let cached: PublicConfig | null = null;

/** The server's render has no `#qp-config` element; it hands over the same object the page will hold. */
export function setPublicConfig(raw: unknown): void {
  cached = parsePublicConfig(raw);
}

/** The page's public config, read once from `#qp-config`. */
export function getPublicConfig(): PublicConfig {
  cached ??= parsePublicConfig(readConfigElement());
  return cached;
}
