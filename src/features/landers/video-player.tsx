import { useCallback, useMemo, useState, type Ref } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import type { TranslationFunctions } from '../../../locales/i18n-types';
import { cuesOf, webVtt, type LanderClip } from './captions';

/** The clips' frame size (scripts/make-lander-videos.ts): the poster's width and height. */
export const clipWidth = 854;
export const clipHeight = 480;

/**
 * The poster frame of a clip: the clip's path with `.webm` replaced by `-poster.jpg`. The contract
 * gives only `video_url`; the simulated CDN keeps the poster beside the clip by this convention
 * (mocks/handlers/pages-landing.ts). Another kind of clip has no poster we know of.
 */
export const posterUrlOf = (videoUrl: string): string | undefined => {
  const poster = videoUrl.replace(/\.webm(?=$|[?#])/i, '-poster.jpg');
  return poster === videoUrl ? undefined : poster;
};

const captionLines = (LL: TranslationFunctions, clip: LanderClip): string[] => {
  const lines = LL.landerVideo[clip];
  return [lines.cue1(), lines.cue2(), lines.cue3(), lines.cue4()];
};

const cueText = (track: TextTrack): string | undefined => {
  const cue = track.activeCues?.[0];
  return cue !== undefined && 'text' in cue && typeof cue.text === 'string' ? cue.text : undefined;
};

export interface LanderVideoState {
  /** For the <video>'s ref: the element, once there. */
  setVideo: (video: HTMLVideoElement | null) => void;
  video: HTMLVideoElement | null;
  /** Play was pressed once: the poster and its button give way to the video. */
  started: boolean;
  playing: boolean;
  play: () => void;
  pause: () => void;
  /** The media events that keep `playing` true to the element. */
  events: {
    onPlay: () => void;
    onPause: () => void;
    onEnded: () => void;
  };
}

/** A clip that plays only when the visitor asks, never on its own (DESIGN.md, reduced motion). */
export const useLanderVideo = (): LanderVideoState => {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [started, setStarted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const play = () => {
    if (video === null) return;
    setStarted(true);
    // Refused (a browser's data saver, a clip that cannot load): the controls stay to try again.
    video.play().catch(() => {
      setPlaying(false);
    });
  };
  const pause = () => {
    video?.pause();
  };
  const events = {
    onPlay: () => {
      setPlaying(true);
    },
    onPause: () => {
      setPlaying(false);
    },
    onEnded: () => {
      setPlaying(false);
    },
  };
  return { setVideo, video, started, playing, play, pause, events };
};

/**
 * The captions as a WebVTT file in memory on the <track>: made when the track element is there,
 * revoked when it goes (React calls the ref's cleanup on unmount and when the text changes).
 * `native` shows them in the player; `page` hides them there and hands each line to the page,
 * which shows it where the design has room (the hero's caption line).
 */
const useCaptionTrack = (
  vtt: string,
  display: 'native' | 'page',
  onCue: ((text: string | undefined) => void) | undefined,
): Ref<HTMLTrackElement> =>
  useCallback(
    (element: HTMLTrackElement | null) => {
      // Browsers (and test DOMs) without object URLs play the clip without captions.
      if (element === null || typeof URL.createObjectURL !== 'function') return;
      let url: string;
      try {
        url = URL.createObjectURL(new Blob([vtt], { type: 'text/vtt' }));
      } catch {
        // A test DOM's Blob is not the runtime's: no captions there, never a broken page.
        return;
      }
      element.src = url;
      // Test DOMs have the element without its TextTrack.
      const track = element.track as TextTrack | undefined;
      const cueChanged = () => onCue?.(track === undefined ? undefined : cueText(track));
      if (track !== undefined) {
        track.mode = display === 'native' ? 'showing' : 'hidden';
        track.addEventListener('cuechange', cueChanged);
      }
      return () => {
        track?.removeEventListener('cuechange', cueChanged);
        URL.revokeObjectURL(url);
      };
    },
    [vtt, display, onCue],
  );

interface ClipVideoProps {
  clip: LanderClip;
  src: string;
  /** From useLanderVideo: where the element goes, and the events that follow its playing. */
  setVideo: LanderVideoState['setVideo'];
  events: LanderVideoState['events'];
  className?: string;
  /** The browser's own controls once started (the video design); the hero has its own button. */
  controls: boolean;
  /** Where the captions show; see useCaptionTrack. */
  captions: 'native' | 'page';
  /** Starts again at the end (the hero's background film). */
  loop?: boolean;
  onCue?: (text: string | undefined) => void;
}

/**
 * The <video>: nothing of the clip loads before play (`preload="none"`), muted and inline (it has
 * no sound, and a phone must not take it full screen), the poster frame shown at once, and
 * captions in the member's language.
 */
export const ClipVideo = ({
  clip,
  src,
  setVideo,
  events,
  className,
  controls,
  captions,
  loop = false,
  onCue,
}: ClipVideoProps) => {
  const { LL, locale } = useI18nContext();
  const vtt = useMemo(() => webVtt(cuesOf(clip, captionLines(LL, clip))), [LL, clip]);
  const trackRef = useCaptionTrack(vtt, captions, onCue);
  return (
    <video
      ref={setVideo}
      className={className}
      src={src}
      poster={posterUrlOf(src)}
      preload="none"
      muted
      playsInline
      controls={controls}
      loop={loop}
      // With its controls it takes the focus (as browsers let it anyway); without, the page's
      // own button is the way in.
      tabIndex={controls ? 0 : undefined}
      {...events}
    >
      <track ref={trackRef} kind="captions" srcLang={locale} label={LL.landerVideo.captions()} default />
    </video>
  );
};

/**
 * The clip's poster frame as the page's largest picture: asked for at once with high priority,
 * sized, while the clip itself waits for play.
 */
export const ClipPoster = ({ src, className }: { src: string; className?: string }) => {
  const poster = posterUrlOf(src);
  if (poster === undefined) return null;
  return (
    <img
      className={className}
      src={poster}
      alt=""
      width={clipWidth}
      height={clipHeight}
      loading="eager"
      fetchPriority="high"
      decoding="async"
    />
  );
};
