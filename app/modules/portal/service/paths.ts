/** Where the customer service's portal pages are, and the calls they make. */

/** The team's overview. */
export const TEAM_HOME_PATH = '/pub/myteam/home';
/** The team's members (the manager invites, disables and gives projects). */
export const TEAM_MEMBERS_PATH = '/pub/myteam/user';
/** Who was given which project, by whom and when. */
export const TEAM_HISTORY_PATH = '/pub/myteam/allocationHistory';
/** Every message of the customer. */
export const MESSAGE_CENTER_PATH = '/pub/information/message-center';
/** Profile, language, time zone, password and mails. */
export const MY_SETTINGS_PATH = '/pub/information/my-setting';
/** FAQ articles, contact, feedback and scores. */
export const HELP_CENTER_PATH = '/pub/information/help-center';
/** A project's released data files. */
export const DATA_DELIVERY_PATH = '/pub/novoMagic';
/** A read-only tour on sample data. */
export const TOUR_PATH = '/pub/demo';

/** The caller's team and role (`GET`). */
export const TEAM_SELF_API = '/huser/v1[/{tenantId}]/team/self';
/** The team's members (the engine's list) and their own calls under it. */
export const TEAM_MEMBERS_API = '/huser/v1[/{tenantId}]/team-members';
/** The allocation history (the engine's list). */
export const ALLOCATION_HISTORY_API = '/huser/v1[/{tenantId}]/allocation-histories';
/** Every call of the team (reads to forget after a change). */
export const TEAM_API_PREFIX = '/huser/v1';
/** The customer's projects (the engine's list of hpro/project). */
export const PROJECTS_API = '/hpro/v1[/{tenantId}]/projects';
/** The user's mail choices. */
export const MAIL_SETTINGS_API = '/hfaq/v1/mail-settings';
