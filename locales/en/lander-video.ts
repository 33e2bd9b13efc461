/** /landers/video and /landers/transitionsvideolanding: the video pages. */
export const landerVideo = {
  /** The video's name for assistive technology: what it shows. */
  filmLabel: 'Video: an evening for two',
  /** The button over the poster (and the hero's, while the video is paused). */
  play: 'Play the video',
  /** The hero's button while the video plays. */
  pause: 'Pause the video',
  /** Beside the play button: the clips have no sound track, and the page gives captions. */
  silentNote: 'No sound, with captions',
  /** The captions' name in the player's menu. */
  captions: 'Captions',
  /** /landers/video: the four members under the video. */
  profilesTitle: 'Members you could meet',
  /** /landers/transitionsvideolanding: the strip of members, and its name for the keyboard. */
  stripTitle: 'Who you could meet tonight',
  stripLabel: 'Members – scroll sideways to see them all',
  fictional: 'Fictional profile',
  videoCta: 'Join free and say hello',
  transitionsCta: 'Join free tonight',
  /** Captions of the clip of /landers/video: the city at dusk, a couple, a heart (7 s). */
  intro: {
    cue1: 'The lights come on over the city.',
    cue2: 'Two people meet for their first evening out.',
    cue3: 'It all started with one message.',
    cue4: 'Your evening could start tonight.',
  },
  /** Captions of the clip of /landers/transitionsvideolanding: the city, a toast, two on a bench under the moon (8 s). */
  transitions: {
    cue1: 'Evening falls over the city.',
    cue2: 'A first drink, a first toast.',
    cue3: 'A night to remember.',
    cue4: 'Who will you meet tonight?',
  },
};
