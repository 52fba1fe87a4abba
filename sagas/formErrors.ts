import { select } from 'redux-saga/effects';
import { BusinessError, HttpError, NetworkError } from '../app/services/request';
import type { WriteError } from '../app/store/resources';
import { selectI18n } from '../app/store/selectors';

/**
 * The messages by field of a refused write: the server's `fields` (`{path: message}`, the
 * engine's 400), or the one field a message names in quotes ("Field 'countryCode' …") or in a
 * `field` property. Only fields of the form are kept.
 */
export function fieldErrorsOf(error: unknown, fields: readonly string[]): Record<string, string> {
  const body = error instanceof HttpError || error instanceof BusinessError ? error.body : null;
  const given =
    body && typeof body === 'object' ? (body as { fields?: unknown; field?: unknown }) : {};
  if (given.fields && typeof given.fields === 'object') {
    return Object.fromEntries(
      Object.entries(given.fields as Record<string, unknown>).filter(
        (entry): entry is [string, string] =>
          fields.includes(entry[0]) && typeof entry[1] === 'string',
      ),
    );
  }
  const message = error instanceof Error ? error.message : '';
  const named =
    typeof given.field === 'string' && fields.includes(given.field) ? given.field : undefined;
  const quoted = [...message.matchAll(/'([A-Za-z0-9_.]+)'/g)]
    .map((match) => match[1])
    .find((name): name is string => !!name && fields.includes(name));
  const field = named ?? quoted;
  return field ? { [field]: message } : {};
}

/**
 * Why a write failed, as a form shows it (null when the session flow handles it: 401, 501).
 * Network failures are said in the user's language.
 */
export function* writeErrorOf(error: unknown, fields: readonly string[]) {
  const { t } = (yield select(selectI18n)) as ReturnType<typeof selectI18n>;
  if (error instanceof HttpError && (error.status === 401 || error.status === 501)) return null;
  if (error instanceof NetworkError) {
    const networkError: WriteError = {
      message: `${t('notification.networkTitle')}: ${t('notification.networkDescription')}`,
      type: 'error',
      fields: {},
    };
    return networkError;
  }
  const message = error instanceof Error ? error.message : String(error);
  const type: WriteError['type'] =
    error instanceof BusinessError && error.type !== 'error'
      ? error.type === 'warn'
        ? 'warning'
        : 'info'
      : 'error';
  const result: WriteError = { message, type, fields: fieldErrorsOf(error, fields) };
  if (error instanceof BusinessError && error.code) result.code = error.code;
  return result;
}
