import { lazy } from 'react';
import { previewsRequested } from '../../../store/notices';
import { SAMPLES_PER_MONTH } from '../../../services/workplace';
import { pendingTasksRequested, reportRequested } from '../../../store/workplace';
import { registerCard } from './registry';

// The built-in cards, each its own chunk: the workplace paints its frame first, and what a card
// needs (dates through moment-timezone, the chart) loads with it, while its data loads.
registerCard({
  code: 'Workflow',
  titleKey: 'dashboard.cards.Workflow',
  Component: lazy(() => import('./WorkflowCard').then((card) => ({ default: card.WorkflowCard }))),
  requested: pendingTasksRequested,
});
registerCard({
  code: 'HzeroMessage',
  titleKey: 'dashboard.cards.HzeroMessage',
  Component: lazy(() =>
    import('./HzeroMessageCard').then((card) => ({ default: card.HzeroMessageCard })),
  ),
  requested: previewsRequested,
});
registerCard({
  code: 'ReportCard',
  titleKey: 'dashboard.cards.ReportCard',
  Component: lazy(() => import('./ReportCard').then((card) => ({ default: card.ReportCard }))),
  requested: () => reportRequested(SAMPLES_PER_MONTH),
});
