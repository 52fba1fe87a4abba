import type { Reducer } from 'redux';
import type { Saga } from 'redux-saga';
import { addMessagePart, type MessagePart } from '../i18n';

/**
 * A part of the app that loads with its pages: its store slices and its sagas. The core slices
 * (session, shell, permissions…) are always there; a feature's join the store when its chunk
 * is first loaded, so that pages of other areas do not download them.
 */
export interface Feature {
  /** Unique name; a feature registers once. */
  name: string;
  /** Its slices by state key. */
  reducers?: Record<string, Reducer>;
  /** Its side effects, started once per store. */
  saga?: Saga<[]>;
  /** Its messages, in every locale: they join the app's when it registers. */
  messages?: MessagePart;
}

const features = new Map<string, Feature>();
const listeners = new Set<(feature: Feature) => void>();

/** Registers `feature` once; stores created earlier take it on at once. */
export function registerFeature(feature: Feature): void {
  if (features.has(feature.name)) return;
  features.set(feature.name, feature);
  if (feature.messages) addMessagePart(feature.messages);
  for (const listener of listeners) listener(feature);
}

/** The features registered so far. */
export function registeredFeatures(): Feature[] {
  return [...features.values()];
}

/** Calls `listener` with each feature registered from now on; returns the unsubscribe. */
export function onFeatureRegistered(listener: (feature: Feature) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
