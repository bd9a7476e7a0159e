import { formDataOf } from '../../../lib/api.ts';
import { uploadWithProgress, type UploadProgress } from './upload.ts';

/** POST /venue/create (multipart, with upload progress). */
export const createListing = (fields: Record<string, unknown>, onProgress: UploadProgress) =>
  uploadWithProgress('POST /venue/create', formDataOf(fields), onProgress);
