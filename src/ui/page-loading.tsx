import type { ReactNode } from 'react';
import { useI18nContext } from '../../locales/i18n-react';
import { SkeletonLine, SkeletonParagraph, SkeletonStack, skeletonLoadingClass } from './skeleton';
import { VisuallyHidden } from './visually-hidden';

/**
 * Shown while a screen's chunk or data loads: a skeleton with the shape of the screen (a heading
 * and a paragraph unless the screen gives its own), announced as loading. It holds at least the
 * first screenful, so the footer never shows and then gets pushed down when the content arrives.
 * `data-*` attributes mark it for the entry's early paint (src/prerender/early-paint.ts).
 */
export const PageLoading = ({
  children,
  ...data
}: { children?: ReactNode } & Record<`data-${string}`, string>) => {
  const { LL } = useI18nContext();
  return (
    <div role="status" aria-busy="true" className={skeletonLoadingClass} {...data}>
      <VisuallyHidden>{LL.common.loading()}</VisuallyHidden>
      {children ?? (
        <SkeletonStack>
          <SkeletonLine size="xl" width="60%" />
          <SkeletonParagraph lines={3} />
        </SkeletonStack>
      )}
    </div>
  );
};
