import { downloadUrl } from './download';
import { apiUrl, request, ticketUrl } from './request';

/** The file service (hfle): uploads into a bucket and directory, and downloads. */

/** An uploaded file. */
export interface StoredFile {
  fileUrl: string;
  fileName: string;
  size: number;
}

/**
 * `POST /hfle/v1[/{tenantId}]/files/multipart`: uploads a file into a bucket and directory
 * (HZERO's upload: form fields `bucketName`, `directory`, `file`; the answer is the file's URL
 * as text). The name and size are the file's as sent.
 */
export async function uploadFile(
  file: Blob,
  fileName: string,
  bucket: string,
  directory: string,
): Promise<StoredFile> {
  const body = new FormData();
  body.append('bucketName', bucket);
  body.append('directory', directory);
  body.append('file', file, fileName);
  const fileUrl = await request<string | undefined>('/hfle/v1[/{tenantId}]/files/multipart', {
    method: 'POST',
    body,
    responseType: 'text',
  });
  if (!fileUrl) throw new Error('The file service answered no file address');
  return { fileUrl, fileName, size: file.size };
}

const DOWNLOAD_PATH = '/hfle/v1/{tenantId}/files/download';

/** The address of a stored file, as a link shows it (it downloads only with a ticket). */
export const fileDownloadUrl = (fileUrl: string) => apiUrl(DOWNLOAD_PATH, { url: fileUrl });

/**
 * Downloads a stored file: a link cannot send the token, so the address carries a ticket valid
 * for 60 s (`POST /oauth/tickets`).
 */
export async function downloadFile(fileUrl: string, fileName: string): Promise<void> {
  downloadUrl(await ticketUrl(DOWNLOAD_PATH, { url: fileUrl }), fileName);
}
