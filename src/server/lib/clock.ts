/** What time it is. Services that decide by time take one, so tests move time instead of sleeping. */
export type Clock = () => Date;

const systemClock: Clock = () => new Date();

/** The app's clock: the one injected into its services, else the system's. */
export function clockOf(deps: { clock?: Clock | undefined }): Clock {
  return deps.clock ?? systemClock;
}

/** A clock that starts at `start` and runs on at the machine's pace (TEST_CLOCK_START: real processes in tests). */
function clockStartingAt(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

/** The clock the configuration asks for: TEST_CLOCK_START's, else none (the system's). */
export function configuredClock(config: { testClockStart: Date | undefined }): Clock | undefined {
  return config.testClockStart ? clockStartingAt(config.testClockStart) : undefined;
}
