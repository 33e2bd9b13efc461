import { useRef, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Photo } from '../../../../generated/model';
import { useI18nContext } from '../../../../locales/i18n-react';
import styles from './member-view.module.css';

export interface PhotoGalleryProps {
  name: string;
  photos: readonly Photo[];
  cdnPrefix: string;
  /** The last slide when photos are withheld (login or premium), else nothing. */
  lockedSlide: ReactNode;
  /** Name, age and city, laid over the photo's lower edge. */
  caption: ReactNode;
}

/**
 * The profile's photo header (DESIGN.md profile view): a row of full-width slides that a finger
 * swipes natively (scroll snapping), with arrow buttons for the mouse and the arrow keys on the
 * focused row, and dots that say where the member is. The index follows the scroll position, so a swipe and a
 * press agree.
 */
export const PhotoGallery = ({ name, photos, cdnPrefix, lockedSlide, caption }: PhotoGalleryProps) => {
  const { LL } = useI18nContext();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const count = photos.length + (lockedSlide === null ? 0 : 1);

  const show = (next: number) => {
    const target = Math.max(0, Math.min(count - 1, next));
    setIndex(target);
    const list = track.current;
    // The CSS asks for a smooth scroll unless the member prefers reduced motion.
    if (list !== null) list.scrollLeft = target * list.clientWidth;
  };

  if (count === 0) {
    return (
      <div className={styles.gallery}>
        <div className={styles.noPhoto} role="img" aria-label={LL.memberView.gallery.noPhoto({ name })}>
          <span aria-hidden="true">{name.charAt(0).toUpperCase()}</span>
        </div>
        {caption}
      </div>
    );
  }

  return (
    <section
      className={styles.gallery}
      aria-roledescription="carousel"
      aria-label={LL.memberView.gallery.label({ name })}
    >
      {/* The row is a scroll container: focusable, so the keyboard can reach it (axe asks it of any
          scrollable region), and then the arrow keys scroll it a photo at a time as the browser
          scrolls any focused container, snapping to the next photo. */}
      <ul
        ref={track}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container, see above
        tabIndex={0}
        className={styles.track}
        onScroll={(event) => {
          const list = event.currentTarget;
          if (list.clientWidth > 0) setIndex(Math.round(list.scrollLeft / list.clientWidth));
        }}
      >
        {photos.map((photo, at) => (
          <li
            key={photo.id}
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={LL.memberView.gallery.slide({ index: at + 1, count })}
          >
            <img
              className={styles.slidePhoto}
              src={`${cdnPrefix}${photo.image.filename}`}
              alt={LL.memberView.gallery.photoAlt({ index: at + 1, name })}
              width={600}
              height={800}
              loading={at === 0 ? 'eager' : 'lazy'}
              fetchPriority={at === 0 ? 'high' : 'auto'}
              decoding="async"
            />
          </li>
        ))}
        {lockedSlide !== null && (
          <li
            className={`${styles.slide} ${styles.lockedSlide}`}
            aria-roledescription="slide"
            aria-label={LL.memberView.gallery.slide({ index: count, count })}
          >
            {lockedSlide}
          </li>
        )}
      </ul>
      {caption}
      {count > 1 && (
        <>
          <Button
            className={`${styles.galleryArrow} ${styles.previous}`}
            aria-label={LL.memberView.gallery.previous()}
            isDisabled={index === 0}
            onPress={() => {
              show(index - 1);
            }}
          >
            <ChevronLeft aria-hidden="true" size={28} />
          </Button>
          <Button
            className={`${styles.galleryArrow} ${styles.next}`}
            aria-label={LL.memberView.gallery.next()}
            isDisabled={index === count - 1}
            onPress={() => {
              show(index + 1);
            }}
          >
            <ChevronRight aria-hidden="true" size={28} />
          </Button>
          <p className={styles.galleryPosition} aria-live="polite">
            {LL.memberView.gallery.slide({ index: index + 1, count })}
          </p>
          <ol className={styles.dots} aria-hidden="true">
            {Array.from({ length: count }, (_, at) => (
              <li key={at} className={styles.dot} data-current={at === index} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
};
