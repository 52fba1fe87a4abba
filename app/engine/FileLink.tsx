import { Link } from '@chakra-ui/react';
import { useI18n } from '../i18n';
import { notify } from '../services/notification';
import { downloadFile, fileDownloadUrl } from '../services/files';

/** The name of a stored file: the last segment of its address. */
export const storedFileName = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

/**
 * A link downloading a stored file (`/hfle`), named after it: on click it asks for a ticket (a
 * link cannot send the token), so whoever may not read the record naming the file gets nothing.
 */
export function FileLink({ url, name }: { url: string; name?: string }) {
  const { t } = useI18n();
  const fileName = name ?? storedFileName(url);
  return (
    <Link
      href={fileDownloadUrl(url)}
      color="blue.600"
      textDecoration="underline"
      download={fileName}
      aria-label={t('engine.download', { name: fileName })}
      onClick={(event) => {
        event.preventDefault();
        downloadFile(url, fileName).catch((error: unknown) =>
          notify({
            type: 'error',
            title: t('notification.failed'),
            description: error instanceof Error ? error.message : undefined,
          }),
        );
      }}
    >
      {fileName}
    </Link>
  );
}
