import { formDataOf } from '../../../lib/api.ts';
import { uploadWithProgress, type UploadProgress } from './upload.ts';

/** PUT /venue/{id}/update (multipart, with upload progress). */
export const updateListing = (id: string, fields: Record<string, unknown>, onProgress: UploadProgress) =>
  uploadWithProgress('PUT /venue/:id/update', formDataOf(fields), onProgress, { id });
