import type { AppDeps } from '../../app-deps';

/** What the confirmation e-mail needs from the configuration. */
export interface FulfilContext {
  publicUrl: string;
  supportEmail: string;
}

/** Links in the e-mail point at the public site; questions go to the sales address. */
export function fulfilContext(deps: Pick<AppDeps, 'config'>): FulfilContext {
  return { publicUrl: deps.config.publicUrl, supportEmail: deps.config.salesEmail };
}
