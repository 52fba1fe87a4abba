import { HzeroMessageCard } from './HzeroMessageCard';
import { registerCard } from './registry';
import { ReportCard } from './ReportCard';
import { WorkflowCard } from './WorkflowCard';

registerCard({ code: 'Workflow', titleKey: 'dashboard.cards.Workflow', Component: WorkflowCard });
registerCard({
  code: 'HzeroMessage',
  titleKey: 'dashboard.cards.HzeroMessage',
  Component: HzeroMessageCard,
});
registerCard({ code: 'ReportCard', titleKey: 'dashboard.cards.ReportCard', Component: ReportCard });
