/** The photos of the member's own profile (/profile): statuses, main photo, upload and the limit. */
export const profilePhotos = {
  count: '{used:number} of {limit:number} photos',
  reviewNote: 'Members see a photo once our team has checked it.',
  empty: 'No photos yet — add one so members can see you',
  photoAlt: 'Photo {index:number} of {name:string}',
  mainPhoto: 'Main photo',
  status: {
    pending: 'Pending review',
    active: 'Active',
    rejected: 'Rejected',
  },
  explain: {
    pending: 'Only you can see it until our team has checked it.',
    rejected: 'It does not meet our photo rules, so nobody else sees it. Delete it to make room for another.',
  },
  setMain: 'Set as main',
  delete: 'Delete',
  deleteConfirm: {
    title: 'Delete this photo?',
    body: 'The photo is removed from your profile for good.',
    mainBody: 'It is your main photo: your newest active photo becomes the main photo instead.',
    confirm: 'Delete photo',
    cancel: 'Keep it',
  },
  add: {
    title: 'Add a photo',
    hint: 'A JPEG, PNG or WebP image of at most 10 MB.',
    browse: 'Browse',
    chosen: 'Chosen: {name:string}',
    previewAlt: 'Preview of the photo you are adding',
    uploading: 'Uploading your photo…',
    retry: 'Try again',
    discard: 'Cancel',
  },
  limit: {
    reached: 'You have reached your limit of {limit:number} photos. Delete one to add another.',
    premium: 'Premium members can have up to {premiumLimit:number} photos.',
    getPremium: 'Get Premium',
  },
  done: {
    added: 'Photo added. Members see it once our team has checked it.',
    mainSet: 'This is now your main photo.',
    deleted: 'Photo deleted.',
  },
  failed: {
    notAllowedMain: 'Only an active photo can be your main photo. Wait until our team has checked it.',
    gone: 'This photo no longer exists.',
  },
};
