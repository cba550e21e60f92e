import { api } from './index';
import type { ApiClient } from './client';
import { toUploadFormData } from './files';
import type { components } from './schema';

export type UploadedFile = components['schemas']['FileUploadResponse'];

/** POST /files as form data, named by the spec's rule. */
export async function uploadFile(file: File, client: ApiClient = api): Promise<UploadedFile> {
  const { data } = await client.POST('/files', {
    body: toUploadFormData(file) as never,
    bodySerializer: (body) => body as unknown as FormData,
  });
  if (!data) throw new Error('La respuesta de /files llegó vacía.');
  return data;
}
