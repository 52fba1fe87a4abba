import { createElement, type ComponentType } from 'react';
import { lazyChunk } from '../../../../design-system';
import { CardLoading } from '../CardFrame';
import { registerCard } from './registry';

/** A card drawn from its own chunk, and the start of that chunk's load ahead of drawing it. */
function lazyCard(load: () => Promise<ComponentType>) {
  const { Component, load: loadChunk } = lazyChunk(load, createElement(CardLoading));
  // A chunk that fails to load here is the card's to report when it is drawn.
  return { Component, preload: () => void loadChunk().catch(() => undefined) };
}

// The built-in cards, each its own chunk with what it needs (dates through moment-timezone, the
// chart); the chunks load once the user's layout names them (CardPreload), their data with the
// layout (sagas/workplace.ts), both as soon as the session is known on the dashboard's address.
registerCard({
  code: 'Workflow',
  titleKey: 'dashboard.cards.Workflow',
  ...lazyCard(() => import('./WorkflowCard').then((card) => card.WorkflowCard)),
});
registerCard({
  code: 'HzeroMessage',
  titleKey: 'dashboard.cards.HzeroMessage',
  ...lazyCard(() => import('./HzeroMessageCard').then((card) => card.HzeroMessageCard)),
});
registerCard({
  code: 'ReportCard',
  titleKey: 'dashboard.cards.ReportCard',
  ...lazyCard(() => import('./ReportCard').then((card) => card.ReportCard)),
});
