import { text } from '../../../../domain/engine/text';

/** What the workflow says, in both languages. */
export const M = {
  invalid: text('The process cannot be deployed: %{problems}', '流程不能部署：%{problems}'),
  deployed: text('Version %{version} of %{code} deployed', '%{code} 的第 %{version} 版已部署'),
  notDeployed: text('%{code} has no deployed version to start', '%{code} 没有可发起的已部署版本'),
  variables: text(
    'Variables must be a JSON object of at most 50 numbers, texts (up to 200 characters) and yes/no values, named with letters, digits and _',
    '流程变量必须是 JSON 对象，最多 50 个以字母、数字和 _ 命名的数字、文本（最多 200 个字符）或是/否值',
  ),
  started: text(
    'Process %{key} started: waiting for %{tasks}',
    '流程 %{key} 已发起：等待 %{tasks} 处理',
  ),
  startedDone: text('Process %{key} started and completed', '流程 %{key} 已发起并完成'),
  cannotRun: text('The process cannot go on: %{reason}', '流程无法继续：%{reason}'),
  notAssignee: text(
    'Only %{name}, to whom the task is assigned, may act on it',
    '只有任务处理人 %{name} 可以处理该任务',
  ),
  suspended: text(
    'Process %{key} is suspended: its tasks wait until it is resumed',
    '流程 %{key} 已挂起：恢复前不能处理其任务',
  ),
  over: text('Process %{key} is no longer running', '流程 %{key} 已不在运行'),
  done: text('The task was already handled', '该任务已处理'),
  stale: text(
    'The process was changed by someone else meanwhile; reload and try again',
    '流程已被他人修改，请刷新后重试',
  ),
  approved: text('Approved: %{next}', '已同意：%{next}'),
  nextWaiting: text('waiting for %{tasks}', '等待 %{tasks} 处理'),
  nextDone: text('the process is completed', '流程已完成'),
  rejected: text('Rejected: process %{key} has ended', '已驳回：流程 %{key} 已结束'),
  delegated: text('The task was delegated to %{name}', '任务已转交给 %{name}'),
  notUser: text('%{login} is no user of this tenant', '%{login} 不是本租户的用户'),
  notSelf: text('Delegate the task to someone else than yourself', '不能转交给自己'),
  tooMany: text('At most %{max} users at once', '一次最多 %{max} 个用户'),
  copied: text('Carbon copy sent to %{names}', '已抄送给 %{names}'),
  read: text('Marked as read', '已标为已读'),
  suspendedNow: text('Process %{key} is suspended', '流程 %{key} 已挂起'),
  resumed: text('Process %{key} is running again', '流程 %{key} 已恢复运行'),
  ended: text('Process %{key} has ended', '流程 %{key} 已终止'),
} as const;
