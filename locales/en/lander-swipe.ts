/** /landers/tinderswipe: the swipe stack that ends in the signup. */
export const landerSwipe = {
  /** The stack's name for assistive technology; the arrow keys work on it. */
  stackLabel: 'Members to like or pass',
  like: 'Like',
  pass: 'Pass',
  /** Said (politely) after each swipe. */
  liked: 'You liked {name}.',
  passed: 'You passed on {name}.',
  hint: 'Drag the photo or use the arrow keys: left to pass, right to like.',
  /** The game's goal above the stack, and how far the visitor is. */
  goal: 'Like {total:number} {{member|members}} to see who likes you back',
  progress: '{count:number} of {total:number} likes',
  /** A quiet way out of the game, straight to the signup. */
  skip: 'Skip the game and sign up',
  /** The desktop's line beside the stack: how many are waiting in it. */
  inStack: '{count:number} {{member|members}} near you, waiting for your swipe',
  /** The desktop's how-to beside the stack. */
  howTitle: 'How it works',
  howRight: 'Swipe right or press → to like',
  howLeft: 'Swipe left or press ← to pass',
  howMatch: 'Sign up and see who likes you back',
  /** The end card, after the likes or the last card. */
  endTitle: 'It’s a match-in-waiting',
  endText: 'You liked {count:number} {{member|members}}. Sign up to see who likes you back.',
  endTitleNone: 'Plenty more to discover',
  endTextNone: 'Sign up free to see who likes you.',
  likedList: 'Members you liked',
  cta: 'Sign up to see your matches',
};
