import { describe, expect, it } from 'vitest';
import { vttTimestamp, webVtt } from '../../scripts/demo-video/webvtt';

describe('demo captions', () => {
  it('writes WebVTT timestamps', () => {
    expect(vttTimestamp(0)).toBe('00:00:00.000');
    expect(vttTimestamp(61_234.4)).toBe('00:01:01.234');
    expect(vttTimestamp(3_723_005)).toBe('01:02:03.005');
  });

  it('writes numbered cues after the WEBVTT header', () => {
    expect(
      webVtt([
        { start: 0, end: 4200, text: 'The landing page' },
        { start: 4200, end: 9000, text: 'The design library' },
      ]),
    ).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.200\nThe landing page\n\n2\n00:00:04.200 --> 00:00:09.000\nThe design library\n',
    );
  });
});
