import { serializeStyles as serialize, type SerializedStyles } from '@emotion/serialize';

export * from '@emotion/serialize';

const seen = new Map<string, SerializedStyles>();

/**
 * Emotion's `serializeStyles`, answering the first result again for styles it has serialized
 * before. Chakra serializes an element's styles on every render and keeps the result (a string of
 * up to several KB) in the element: with 30 tabs open, 77 buttons held 77 copies of the same
 * 3 KB string. The name is the styles' hash, which emotion already takes as their identity (it
 * inserts a name's rules once). The build points Chakra's and emotion's imports of
 * `@emotion/serialize` here (scripts/sharedStyles.ts).
 */
export const serializeStyles: typeof serialize = (...args) => {
  const styles = serialize(...args);
  const first = seen.get(styles.name);
  if (first) return first;
  seen.set(styles.name, styles);
  return styles;
};
