/** A caption: what the video shows from `start` to `end` (milliseconds from its first frame). */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** `hh:mm:ss.ttt`, WebVTT's timestamp. */
export function vttTimestamp(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(total % 1000, 3)}`;
}

/** A WebVTT file of the cues, numbered in order. */
export function webVtt(cues: readonly Cue[]): string {
  const blocks = cues.map(
    (cue, i) => `${i + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${cue.text}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
