/** Field presets many resources share, so that the same rule reads the same everywhere. */
import { fields, type TextField } from './fields';
import { text, type Text } from './text';

/** A code: letters, digits, `_`, `.` or `-`, starting with a letter or digit, up to 30. */
export const CODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.-]{0,29}$';

/** What {@link CODE_PATTERN} allows, said to the user. */
export const CODE_HELP = text(
  'Up to 30 letters, digits, _ . or -, starting with a letter or digit',
  '最多 30 个字母、数字、_ . 或 -，以字母或数字开头',
);

/** A service's code as the service registry knows it: lower-case letters, digits and `-`. */
export const SERVICE_CODE_PATTERN = '^[a-z][a-z0-9-]{0,59}$';

/** What {@link SERVICE_CODE_PATTERN} allows, said to the user. */
export const SERVICE_CODE_HELP = text(
  'The service’s code, e.g. hzero-order: up to 60 lower-case letters, digits or -, starting with a letter',
  '服务编码，例如 hzero-order：最多 60 个小写字母、数字或 -，以字母开头',
);

/**
 * The shape of a cron expression a form accepts: 5 fields (minute hour day month weekday) or
 * 6 to 7 in Quartz's style (second first, an optional year last); the server parses it whole.
 */
export const CRON_SHAPE = '^\\s*[0-9A-Za-z*?,/#-]+(\\s+[0-9A-Za-z*?,/#-]+){4,6}\\s*$';

/**
 * The code that identifies a row: required, unique, fixed once created, filtered and sorted;
 * {@link CODE_PATTERN} unless another pattern (with its help) is given.
 */
export function codeField(
  label: Text,
  options: Partial<Omit<TextField, 'kind' | 'label'>> = {},
): TextField {
  return fields.text(label, {
    max: 30,
    pattern: CODE_PATTERN,
    help: CODE_HELP,
    required: true,
    unique: true,
    immutable: true,
    filter: true,
    sortable: true,
    column: 160,
    ...options,
  });
}

/** In demo rows: the id of the row of the referenced resource whose fields have these values. */
export function ref(match: Readonly<Record<string, string | number>>): { $ref: typeof match } {
  return { $ref: match };
}
