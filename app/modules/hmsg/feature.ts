import type { Feature } from '../../store/features';
import { HMSG_MESSAGE_PART } from './messages';

/** The messaging pages' part of the app: their messages, loaded with them. */
export const hmsgFeature: Feature = { name: 'hmsg', messages: HMSG_MESSAGE_PART };
