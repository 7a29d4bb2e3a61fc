/**
 * Messages of the media library and the post editor, shared by the API and the
 * editor page. Kept apart from ./messages so public pages do not carry them in their JavaScript.
 */
export const editorMessages = {
  fileRequired: "Choose an image to upload",
  altRequired: "Describe the image (alt text) for visitors who cannot see it",
  altTooLong: "Alt text must be 250 characters or fewer",
  fileTooLarge: "The image is too large: the limit is 10 MB",
  notAnImage: "Only JPEG, PNG, WebP or AVIF images can be uploaded; this file is not one of them",
  svgRefused: "SVG images cannot be uploaded: they can carry scripts. Export it as PNG or WebP instead",
  imageUnreadable: "The image could not be read; it may be damaged",
  imageTooBig: "The image is too large: the limit is 40 megapixels",
  mediaNotFound: "Image not found",
  mediaInUse: "This image is used by a post, so it cannot be deleted. Remove it from the post first",
  mediaInUseByJob: "This image is a photo on a customer's job, so it cannot be deleted. Remove it from the job first",
  uploadFailed: "Upload failed",
  uploaded: "Image uploaded",
  mediaDeleted: "Image deleted",
  versionConflict: "Someone else saved this post while you were editing. Their copy is shown below; copy anything you need from yours, then reload it.",
  revisionNotFound: "Revision not found",
  revisionRestored: "Revision restored",
  saved: "Saved",
  autosaved: "Draft saved",
  unsaved: "Unsaved changes",
  leaveConfirm: "You have unsaved changes. Leave without saving them?",
  featuredAltRequired: "Describe the featured image (alt text)",
  featuredImageMissing: "That image is not in the media library",
} as const;
