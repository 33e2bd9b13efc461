import { useCallback } from 'react';
import styles from './photo-step.module.css';

interface PhotoPreviewProps {
  file: Blob;
  alt: string;
}

const canPreview = () => typeof URL.createObjectURL === 'function';

/**
 * The chosen photo, from memory. An object URL holds the file in memory until it is revoked, so
 * each one lives exactly as long as the image showing it: the ref's cleanup revokes it when another
 * file is chosen and when the step goes away.
 */
export const PhotoPreview = ({ file, alt }: PhotoPreviewProps) => {
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
  // Browsers without object URLs (and test DOMs) still upload; they only show no preview.
  if (!canPreview()) return null;
  return <img ref={showFile} alt={alt} className={styles.preview} />;
};
