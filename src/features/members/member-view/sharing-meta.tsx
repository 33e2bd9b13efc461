import type { MemberDetail } from '../../../../generated/model';

/**
 * Sharing metadata for the profile (spec §4 Photo: only an active photo may appear in it). React
 * places these tags in the document's head while the profile is shown.
 */
export const SharingMeta = ({ detail, cdnPrefix }: { detail: MemberDetail; cdnPrefix: string }) => {
  const main = detail.photos.find((photo) => photo.is_main && photo.status === 'active');
  return (
    <>
      <meta property="og:title" content={detail.profile.name} />
      {main !== undefined && <meta property="og:image" content={`${cdnPrefix}${main.image.filename}`} />}
    </>
  );
};
