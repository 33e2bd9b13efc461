import { SkeletonBox } from '../../ui/skeleton';

/**
 * One line of text still to come, exactly one line box of the element it sits in (`1lh`): inside
 * the span that will hold the text, with the text's class, the skeleton is as tall as the text.
 */
export const TextBar = ({ width }: { width: string }) => <SkeletonBox width={width} height="1lh" />;
