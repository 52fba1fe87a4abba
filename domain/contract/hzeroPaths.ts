/**
 * HZERO's API paths that this app calls, read from HZERO's own front end (open-hand/hzero,
 * hzero-front 1.5: `packages/hzero-front/src/services/` and the other `hzero-front-*`
 * packages' `src/services/`, or their `src/stores/` where a page's DataSet holds the URL). Made
 * by hand: each path the app calls was looked up in those files and copied with its `${HZERO_*}`
 * prefix resolved (`HZERO_IAM` = `/iam`, `HZERO_PLATFORM` = `/hpfm`, `HZERO_MSG` = `/hmsg`,
 * `HZERO_ADM` = `/hadm`, `HZERO_SDR` = `/hsdr`, `HZERO_FILE` = `/hfle`) and `${organizationId}`
 * written `{organizationId}`; `[/{organizationId}]` marks a path HZERO calls both at site level
 * and in a tenant (`isTenantRoleLevel()`). Only paths read from the source belong here (one file
 * of `hzero/` per module); a path this app calls that is not (yet) here is either ours
 * (`ownApis.ts`) or listed there as unchecked.
 */
import { HZERO_SHELL_PATHS } from './hzero/shell';
import { HZERO_HPFM_PATHS } from './hzero/hpfm';
import { HZERO_HADM_PATHS } from './hzero/hadm';
import { HZERO_HMSG_PATHS } from './hzero/hmsg';
import { HZERO_MORE_SERVICES_PATHS } from './hzero/moreServices';
import { HZERO_HSDR_PATHS } from './hzero/hsdr';
import { HZERO_HIAM_PATHS } from './hzero/hiam';

/** One of HZERO's paths and the service file (function) it was read from. */
export interface HzeroPath {
  path: string;
  /** The HTTP methods HZERO's front end calls it with, when read; any method when absent. */
  methods?: readonly ('GET' | 'POST' | 'PUT' | 'DELETE')[];
  from: string;
}

/** HZERO's API paths this app may call (see the file's header for how they were read), by module in `hzero/`. */
export const HZERO_PATHS: readonly HzeroPath[] = [
  ...HZERO_SHELL_PATHS,
  ...HZERO_HPFM_PATHS,
  ...HZERO_HADM_PATHS,
  ...HZERO_HMSG_PATHS,
  ...HZERO_MORE_SERVICES_PATHS,
  ...HZERO_HSDR_PATHS,
  ...HZERO_HIAM_PATHS,
];
