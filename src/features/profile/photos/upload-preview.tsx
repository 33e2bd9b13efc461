import { useCallback } from 'react';
import styles from './profile-photos.module.css';

const canPreview = () => typeof URL.createObjectURL === 'function';

/**
 * The chosen photo, from memory, at the tiles' 3:4. An object URL holds the file in memory until
 * it is revoked, so each one lives exactly as long as the image showing it (the ref's cleanup).
 */
export const UploadPreview = ({ file, alt }: { file: Blob; alt: string }) => {
  const showFile = useCallback(
    (image: HTMLImageElement | null) => {
      if (image === null) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => {
        URL.revokeObjectURL(url);
      };
    },
    [file],
  );
  // Browsers without object URLs still upload; the box keeps its place without a picture.
  if (!canPreview()) return <span className={styles.previewBox} aria-hidden="true" />;
  return (
    <span className={styles.previewBox}>
      <img ref={showFile} alt={alt} className={styles.previewImage} width={96} height={128} />
    </span>
  );
};
