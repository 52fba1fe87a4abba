import type { UnknownAction } from 'redux';
import type { ComponentType } from 'react';
import type { MessageKey } from '../../../i18n';

/** A dashboard card plugin: the server names it by `code`, the app renders `Component`. */
export interface CardPlugin {
  /** The card code the server uses (`GET /hpfm/v1/dashboard/layout/role-cards`). */
  code: string;
  /** The i18n key of the card's heading. */
  titleKey: MessageKey;
  /** The card's body; the dashboard draws the frame and heading around it. */
  Component: ComponentType;
  /**
   * The action that loads a module's card's data. The dashboard dispatches it as soon as it
   * knows its cards, while their chunks load; a card without one loads its own data when it
   * mounts. The built-in cards have none: their data loads with the layout (sagas/workplace.ts).
   */
  requested?: () => UnknownAction;
  /** Starts loading the card's code (a lazy card's chunk) before the card is drawn. */
  preload?: () => void;
}

const plugins = new Map<string, CardPlugin>();

/**
 * Registers a card plugin; a later registration of the same code replaces the earlier one.
 * Answers a function that takes the registration back (restoring the one it replaced).
 */
export function registerCard(plugin: CardPlugin): () => void {
  const replaced = plugins.get(plugin.code);
  plugins.set(plugin.code, plugin);
  return () => {
    if (plugins.get(plugin.code) !== plugin) return;
    if (replaced) plugins.set(plugin.code, replaced);
    else plugins.delete(plugin.code);
  };
}

/** The plugin of a card code, or undefined for a code nobody registered. */
export function findCard(code: string): CardPlugin | undefined {
  return plugins.get(code);
}

/** Every registered plugin, in registration order. */
export function registeredCards(): CardPlugin[] {
  return [...plugins.values()];
}

/** Starts loading the code of these cards (those that can), before the dashboard draws them. */
export function preloadCards(codes: readonly string[]): void {
  for (const code of codes) plugins.get(code)?.preload?.();
}
