/** What time it is. Services that decide by time take one, so tests move time instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The app's clock: the one injected into its services, else the system's. */
export function clockOf(deps: { clock?: Clock | undefined }): Clock {
  return deps.clock ?? systemClock;
}
