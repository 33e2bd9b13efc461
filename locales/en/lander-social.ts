/** /landers/socialnetwork: the members' profiles as posts of a social feed. */
export const landerSocial = {
  /** Above the campaign's title: the page reads as the site's community. */
  kicker: '{site} community',
  /** Beside the title: how many of the posts' authors are online, and how many posts there are. */
  onlineNow: '{count:number} online now',
  posts: '{count:number} new {{post|posts}}',
  feedTitle: 'Latest posts',
  /** A post of a member who wrote nothing about themselves. */
  fallback: '{name} has not written anything yet. Say hello and break the ice!',
  /** The post's actions: the visible word, and the name that says whose post it is. */
  like: 'Like',
  likeName: 'Like {name}’s post',
  comment: 'Comment',
  commentName: 'Comment on {name}’s post',
  /** The call to action beside the feed (desktop) or pinned under it (phone). */
  joinTitle: 'Join the conversation',
  joinText: 'Create your free profile to like posts, comment and chat with members.',
  cta: 'Join free and take part',
  /** A campaign without members to show. */
  empty: 'No posts yet. Join free and be the first to post.',
};
