import type { AppDeps } from '../../app-deps';

/** What customer e-mails need from the configuration: where links point and who answers questions. */
export interface MailContext {
  publicUrl: string;
  supportEmail: string;
}

/** Links in the e-mail point at the public site; questions go to the sales address. */
export function mailContext(deps: Pick<AppDeps, 'config'>): MailContext {
  return { publicUrl: deps.config.publicUrl, supportEmail: deps.config.salesEmail };
}
