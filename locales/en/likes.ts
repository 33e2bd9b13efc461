/** /likes, /likes/{type} and /likes/m/{id}: the likes lists and the match modal (spec §2). */
export const likes = {
  tabs: {
    label: 'Your likes',
    received: 'Received',
    sent: 'Sent',
    matches: 'Matches',
  },
  list: {
    received: 'Members who like you',
    sent: 'Members you like',
    matches: 'Your matches',
  },
  card: {
    new: 'New',
    likeBack: 'Like back',
    message: 'Message',
    takeBack: 'Take back',
  },
  notice: {
    liked: 'You like {name:string} now.',
    unliked: 'You took back your like for {name:string}.',
  },
  empty: {
    received: 'No likes yet. Members who like you will show up here.',
    sent: "You haven't liked anyone yet.",
    matches: 'No matches yet. When someone you like likes you back, you match.',
    search: 'Search members',
    swipe: 'Play the swipe game',
  },
  loadFailed: 'Your likes could not be loaded.',
  retry: 'Try again',
  match: {
    title: "It's a match!",
    text: 'You and {name:string} like each other.',
    photos: 'You and {name:string}',
    yourPhoto: 'Your photo',
    theirPhoto: 'Photo of {name:string}',
    message: 'Send a message',
    keepBrowsing: 'Keep browsing',
    gone: 'This match is no longer there.',
    loadFailed: 'This match could not be shown.',
  },
};
