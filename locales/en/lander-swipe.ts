/** /landers/tinderswipe: the swipe stack that ends in the signup. */
export const landerSwipe = {};
