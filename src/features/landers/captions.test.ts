import { describe, expect, it } from 'vitest';
import { translations } from '../../../tests/utils/i18n';
import { cuesOf, vttTime, webVtt } from './captions';

describe('the video landers’ captions', () => {
  it('writes cue times as WebVTT does', () => {
    expect(vttTime(0)).toBe('00:00:00.000');
    expect(vttTime(1.8)).toBe('00:00:01.800');
    expect(vttTime(3725.0405)).toBe('01:02:05.041');
  });

  it('puts four lines on each clip’s scenes, in order, ending with the clip', () => {
    const intro = cuesOf('intro', ['a', 'b', 'c', 'd']);
    expect(intro.map((cue) => cue.text)).toEqual(['a', 'b', 'c', 'd']);
    expect(intro[0]?.start).toBe(0);
    expect(intro.at(-1)?.end).toBe(7);
    const transitions = cuesOf('transitions', ['a', 'b', 'c', 'd', 'e']);
    expect(transitions).toHaveLength(4);
    expect(transitions.at(-1)?.end).toBe(8);
    for (const cues of [intro, transitions])
      cues.forEach((cue, index) => {
        expect(cue.end).toBeGreaterThan(cue.start);
        if (index > 0) expect(cue.start).toBe(cues[index - 1]?.end);
      });
  });

  it('makes a WebVTT file of the member’s language', () => {
    const t = translations('de').landerVideo.intro;
    const vtt = webVtt(cuesOf('intro', [t.cue1(), t.cue2(), t.cue3(), t.cue4()]));
    expect(vtt).toBe(
      [
        'WEBVTT',
        '',
        '00:00:00.000 --> 00:00:01.800',
        t.cue1(),
        '',
        '00:00:01.800 --> 00:00:03.600',
        t.cue2(),
        '',
        '00:00:03.600 --> 00:00:05.400',
        t.cue3(),
        '',
        '00:00:05.400 --> 00:00:07.000',
        t.cue4(),
        '',
      ].join('\n'),
    );
  });

  it('keeps a line plain text on one line, whatever it holds', () => {
    const vtt = webVtt([{ start: 0, end: 1, text: '  <b>Tom & Jerry</b>\n\n--> 00:00:09.000  ' }]);
    expect(vtt).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n&lt;b&gt;Tom &amp; Jerry&lt;/b&gt; --&gt; 00:00:09.000\n',
    );
  });
});
