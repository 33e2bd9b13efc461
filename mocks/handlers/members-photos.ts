import type { Photo, PhotoList, PhotoUploaded } from '../../generated/model';
import { imageHeadBytes, photoFileProblem, photoLimitOf } from '../../src/domain/photo-rules';
import { clock } from '../../src/lib/clock';
import { nextId } from '../db';
import type { Member } from '../db/members';
import { photos, type PhotoRecord } from '../db/photos';
import { apiError, created, notFound, ok, validationError } from './support/respond';
import { imageOf } from './support/serialize';
import { reviewSeconds } from './timings';

/*
 * Stand-in for the staff review of spec §4 Photo: a photo uploaded through the simulation turns
 * active once it has waited `reviewSeconds` (timings.ts), at the next request of the members area
 * that reads photos (reads settle the queue; nothing runs in the background). Seeded pending photos
 * are left alone, so scenarios keep their pending examples; uploads are told apart by their file name.
 */
const uploadMarker = '/upload-';

/** The site stores every upload as a JPEG, whatever came in, so thumbnails follow one pattern. */
const uploadedFilename = (memberId: number, photoId: number) => `${memberId}${uploadMarker}${photoId}.jpg`;

/**
 * `isMain` on a pending photo records that it becomes main once approved (the member's first
 * photo, or an upload with `set_main`); only an active photo is ever answered as main.
 */
export const photoOf = (record: PhotoRecord): Photo => ({
  id: record.id,
  image: imageOf(record),
  status: record.status,
  is_main: record.isMain && record.status === 'active',
  uploaded_at: record.uploadedAt,
});

const isActiveMain = (record: PhotoRecord) => record.isMain && record.status === 'active';

/** Main photo first, then newest first (contract PhotoList). */
export const byMainThenNewest = (a: PhotoRecord, b: PhotoRecord): number =>
  Number(isActiveMain(b)) - Number(isActiveMain(a)) ||
  Date.parse(b.uploadedAt) - Date.parse(a.uploadedAt) ||
  b.id - a.id;

const approve = async (photo: PhotoRecord): Promise<void> => {
  const { memberId } = photo;
  const hasMain =
    photos.findFirst((q) => q.where({ memberId, status: 'active', isMain: true })) !== undefined;
  const becomesMain = photo.isMain || !hasMain;
  if (becomesMain) {
    await photos.updateMany((q) => q.where({ memberId, status: 'active', isMain: true }), {
      data: (p) => void (p.isMain = false),
    });
  }
  await photos.update((q) => q.where({ id: photo.id }), {
    data: (p) => {
      p.status = 'active';
      p.isMain = becomesMain;
    },
  });
};

/** Approves every simulated upload whose review time is up, oldest first. */
export const settlePhotoReviews = async (): Promise<void> => {
  const dueBefore = clock.nowMs() - reviewSeconds * 1000;
  const due = photos
    .findMany((q) =>
      q.where({
        status: 'pending',
        filename: (name) => name.includes(uploadMarker),
        uploadedAt: (at) => Date.parse(at) <= dueBefore,
      }),
    )
    .sort((a, b) => Date.parse(a.uploadedAt) - Date.parse(b.uploadedAt) || a.id - b.id);
  for (const photo of due) await approve(photo);
};

export const ownPhotos = (memberId: number): Photo[] =>
  photos
    .findMany((q) => q.where({ memberId }))
    .sort(byMainThenNewest)
    .map(photoOf);

const ownPhoto = (member: Member, id: number): PhotoRecord | undefined =>
  photos.findFirst((q) => q.where({ id, memberId: member.id }));

const limitMessage = (limit: number, paid: boolean) =>
  paid ? `Premium members can upload up to ${limit} photos` : `Free members can upload up to ${limit} photos`;

/**
 * The form as the pipeline parsed it. Its entries are told apart with `typeof`, not `instanceof
 * File`: under test the form comes from Node while the globals are jsdom's.
 */
export const uploadPhoto = async (member: Member, form: FormData) => {
  await settlePhotoReviews();
  const file = form.get('file');
  if (file === null || typeof file === 'string') return validationError({ file: 'required' });
  const head = new Uint8Array(await file.slice(0, imageHeadBytes).arrayBuffer());
  const problem = photoFileProblem(file.size, head);
  if (problem !== undefined) return validationError({ file: problem });

  // Pending and rejected photos take a place too, so waiting for review cannot raise the limit.
  const limit = photoLimitOf(member.paidUser);
  const stored = photos.findMany((q) => q.where({ memberId: member.id }));
  if (stored.length >= limit) return apiError(409, 'photo_limit', limitMessage(limit, member.paidUser));

  const id = nextId(photos.all());
  const setMain = form.get('set_main') === 'true';
  const record = await photos.create({
    id,
    memberId: member.id,
    filename: uploadedFilename(member.id, id),
    status: 'pending',
    isMain: setMain || stored.length === 0,
    uploadedAt: clock.now().toISOString(),
  });
  return created<PhotoUploaded>({ photo: photoOf(record) });
};

export const setMainPhoto = async (member: Member, photoId: number) => {
  await settlePhotoReviews();
  const photo = ownPhoto(member, photoId);
  if (photo === undefined) return notFound('No such photo');
  if (photo.status !== 'active') return validationError({ photo_id: 'not_allowed' });
  // An explicit choice also overrides a pending upload's wish to become main later.
  await photos.updateMany((q) => q.where({ memberId: member.id, isMain: true }), {
    data: (p) => void (p.isMain = false),
  });
  await photos.update((q) => q.where({ id: photo.id }), { data: (p) => void (p.isMain = true) });
  return ok<PhotoList>({ photos: ownPhotos(member.id) });
};

export const deletePhoto = async (member: Member, photoId: number) => {
  await settlePhotoReviews();
  const photo = ownPhoto(member, photoId);
  if (photo === undefined) return notFound('No such photo');
  photos.delete((q) => q.where({ id: photo.id }));
  if (isActiveMain(photo)) {
    const newest = photos
      .findMany((q) => q.where({ memberId: member.id, status: 'active' }))
      .sort(byMainThenNewest)[0];
    if (newest !== undefined) {
      await photos.update((q) => q.where({ id: newest.id }), { data: (p) => void (p.isMain = true) });
    }
  }
  return ok<PhotoList>({ photos: ownPhotos(member.id) });
};
