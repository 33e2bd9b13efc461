/**
 * The video landers' captions. The contract gives a clip (`video_url`) and no captions, and the
 * clips have no words (one clip serves 11 languages), so the page writes its own: WebVTT from the
 * catalogue's lines in the member's language, on the clip's timings below.
 */
export interface Cue {
  /** Seconds from the clip's start. */
  start: number;
  end: number;
  text: string;
}

/** Which clip a design shows, for its caption timings (scripts/make-lander-videos.ts draws them). */
export type LanderClip = 'intro' | 'transitions';

/**
 * Scene changes of each clip, in seconds: four captions each. `intro` (7 s): dusk, the couple
 * stepping in, their hands meeting, the heart. `transitions` (8 s): the city, the toast, the
 * bench under the moon, the fade back to the city.
 */
const timings: Readonly<Record<LanderClip, readonly (readonly [number, number])[]>> = {
  intro: [
    [0, 1.8],
    [1.8, 3.6],
    [3.6, 5.4],
    [5.4, 7],
  ],
  transitions: [
    [0, 2.3],
    [2.3, 4.8],
    [4.8, 6.6],
    [6.6, 8],
  ],
};

/** The clip's cues with the lines given, in order; extra lines are left out. */
export const cuesOf = (clip: LanderClip, lines: readonly string[]): Cue[] =>
  timings[clip].flatMap(([start, end], index) => {
    const text = lines[index];
    return text === undefined ? [] : [{ start, end, text }];
  });

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

/** `hh:mm:ss.ttt`, as WebVTT writes a cue's time. */
export const vttTime = (seconds: number): string => {
  const ms = Math.round(seconds * 1000);
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const secs = Math.floor(ms / 1000) % 60;
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(secs, 2)}.${pad(ms % 1000, 3)}`;
};

/**
 * A cue's text is plain text: `&`, `<` and `>` are WebVTT markup and are escaped; a line break or
 * an arrow would end the cue or be read as its timing, so the text is one line.
 */
const cueText = (text: string) =>
  text.replace(/\s+/g, ' ').trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The WebVTT file of the cues. */
export const webVtt = (cues: readonly Cue[]): string =>
  [
    'WEBVTT',
    ...cues.map((cue) => `${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cueText(cue.text)}`),
  ].join('\n\n') + '\n';
