import type { Feature } from '../../store/features';
import { HIAM_MESSAGE_PART } from './messages';

/** The identity and access pages' part of the app: their messages, loaded with them. */
export const hiamFeature: Feature = { name: 'hiam', messages: HIAM_MESSAGE_PART };
