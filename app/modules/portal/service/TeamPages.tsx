import { Button, Checkbox, Dialog, Portal, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import * as yup from 'yup';
import {
  ActionLink,
  DataTable,
  StatusBadge,
  TextField,
  useConfirm,
  type DataTableColumn,
} from '../../../../design-system';
import teamMember from '../../../../domain/resources/huser/team-member';
import { SaveFailedAlert, ServerFieldErrors } from '../../../engine/form';
import { useText } from '../../../engine/labels';
import { useRead, useReadAgain } from '../../../engine/useRead';
import { useI18n } from '../../../i18n';
import type { Page } from '../../../services/types';
import type { RootState } from '../../../store/reducer';
import { selectWrite, writeRequest, writeReset } from '../../../store/resources';
import { selectCurrentUser } from '../../../store/selectors';
import { useTableLabels } from '../common';
import { Empty, LoadState, PageLink, Section, useDateText } from '../views/parts';
import { TeamFrame } from './parts';
import {
  ALLOCATION_HISTORY_API,
  PROJECTS_API,
  TEAM_API_PREFIX,
  TEAM_HISTORY_PATH,
  TEAM_MEMBERS_API,
} from './paths';

/** A member of the team as its list answers it. */
export interface TeamMember {
  userId: number;
  realName: string;
  email: string | null;
  memberRole: 'manager' | 'member';
  status: 'Invited' | 'Active' | 'Disabled';
  projectCount: number;
  projectCodes: string | null;
  joinedDate: string;
}

/** An allocation or revocation of the history. */
interface Allocation {
  historyId: number;
  changedDate: string;
  projectCode: string;
  memberName: string;
  action: 'Allocated' | 'Revoked';
}

/** Every member of a team: teams are small, one page holds them. */
const ALL_MEMBERS = { page: 0, size: 200, sort: 'joinedDate,asc' } as const;
const LATEST = { page: 0, size: 5, sort: 'changedDate,desc' } as const;
const TEAM_PROJECTS = { page: 0, size: 1000, sort: 'projectCode,asc' } as const;

const STATUS_TONES = { Invited: 'processing', Active: 'success', Disabled: 'default' } as const;

/** An account state as a badge named as the team's list names it. */
function AccountStatus({ status }: { status: TeamMember['status'] }) {
  const text = useText();
  const field = teamMember.fields.status;
  const option = field.options?.find((item) => item.value === status);
  return (
    <StatusBadge
      status={status}
      label={option ? text(option.label) : status}
      tone={STATUS_TONES[status]}
    />
  );
}

function useMembers() {
  const entry = useRead(TEAM_MEMBERS_API, ALL_MEMBERS, { fresh: true });
  const page = entry?.data as Page<TeamMember> | undefined;
  return { members: page?.content ?? [], entry };
}

/** The team's overview (`/pub/myteam/home`): how many members in each state, latest allocations. */
export function TeamHomePage() {
  const { t } = useI18n();
  return (
    <TeamFrame actions={<InviteButton />}>
      <TeamSummary />
      <Section title={t('portal.service.team.recent')}>
        <LatestAllocations />
      </Section>
    </TeamFrame>
  );
}

function TeamSummary() {
  const { t } = useI18n();
  const { members } = useMembers();
  const count = (status?: TeamMember['status']) =>
    members.filter((member) => !status || member.status === status).length;
  const stats = [
    ['portal.service.team.count.all', count()],
    ['portal.service.team.count.active', count('Active')],
    ['portal.service.team.count.invited', count('Invited')],
    ['portal.service.team.count.disabled', count('Disabled')],
  ] as const;
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
      {stats.map(([label, value]) => (
        <Stat.Root key={label} borderWidth="1px" borderRadius="l3" padding="4" bg="bg">
          <Stat.Label>{t(label)}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

function LatestAllocations() {
  const { t } = useI18n();
  const date = useDateText();
  const entry = useRead(ALLOCATION_HISTORY_API, LATEST, { fresh: true });
  const retry = useReadAgain(ALLOCATION_HISTORY_API, LATEST);
  const rows = (entry?.data as Page<Allocation> | undefined)?.content;
  if (!rows)
    return <LoadState status={entry?.status === 'failed' ? 'failed' : 'loading'} onRetry={retry} />;
  if (rows.length === 0) return <Empty>{t('portal.service.team.recentEmpty')}</Empty>;
  return (
    <Stack as="ul" gap="1" listStyleType="none">
      {rows.map((row) => (
        <li key={row.historyId}>
          <Text as="span" color="fg.muted" marginEnd="2">
            {date(row.changedDate)}
          </Text>
          {t(
            row.action === 'Allocated'
              ? 'portal.service.team.allocatedTo'
              : 'portal.service.team.revokedFrom',
            { project: row.projectCode, member: row.memberName },
          )}
        </li>
      ))}
      <li>
        <PageLink to={TEAM_HISTORY_PATH}>{t('portal.service.team.history')}</PageLink>
      </li>
    </Stack>
  );
}

/**
 * The team's members (`/pub/myteam/user`): the manager invites colleagues, gives each member
 * the projects they see, disables and enables accounts, and sends an invitation again.
 */
export function TeamMembersPage() {
  return (
    <TeamFrame actions={<InviteButton />}>
      <MembersTable />
    </TeamFrame>
  );
}

function MembersTable() {
  const { t } = useI18n();
  const text = useText();
  const dispatch = useDispatch();
  const labels = useTableLabels();
  const date = useDateText();
  const user = useSelector(selectCurrentUser);
  const { members, entry } = useMembers();
  const { confirm, dialog } = useConfirm();
  const [allocating, setAllocating] = useState<TeamMember | null>(null);
  const field = (name: keyof typeof teamMember.fields) => text(teamMember.fields[name].label);

  const change = (member: TeamMember, segment: 'disable' | 'enable' | 'resend-invitation') =>
    dispatch(
      writeRequest({
        id: `team:${segment}:${member.userId}`,
        method: 'POST',
        path: `${TEAM_MEMBERS_API}/${member.userId}/${segment}`,
        invalidate: [TEAM_API_PREFIX],
        notifyFailure: true,
      }),
    );

  const columns = useMemo<DataTableColumn<TeamMember>[]>(() => {
    const role = teamMember.fields.memberRole;
    return [
      {
        key: 'realName',
        title: field('realName'),
        width: 180,
        render: (row) =>
          row.userId === user?.id
            ? t('portal.service.team.you', { name: row.realName })
            : row.realName,
      },
      { key: 'email', title: field('email'), width: 240 },
      {
        key: 'memberRole',
        title: field('memberRole'),
        width: 110,
        render: (row) => {
          const option = role.options?.find((item) => item.value === row.memberRole);
          return option ? text(option.label) : row.memberRole;
        },
      },
      {
        key: 'status',
        title: field('status'),
        width: 120,
        render: (row) => <AccountStatus status={row.status} />,
      },
      {
        key: 'projectCodes',
        title: field('projectCodes'),
        width: 240,
        render: (row) => row.projectCodes ?? t('portal.service.none'),
      },
      {
        key: 'joinedDate',
        title: field('joinedDate'),
        width: 120,
        render: (row) => date(row.joinedDate),
      },
      {
        key: 'userId',
        title: t('engine.actions'),
        width: 300,
        render: (row) => {
          if (row.memberRole === 'manager') return null;
          return (
            <ActionLink
              aria-label={t('portal.service.team.actions', { name: row.realName })}
              labels={{ more: t('engine.actions') }}
              actions={[
                {
                  key: 'allocate',
                  label: t('portal.service.team.allocate'),
                  onClick: () => setAllocating(row),
                },
                row.status === 'Disabled'
                  ? {
                      key: 'enable',
                      label: t('portal.service.team.enable'),
                      onClick: () => change(row, 'enable'),
                    }
                  : {
                      key: 'disable',
                      label: t('portal.service.team.disable'),
                      danger: true,
                      onClick: () =>
                        void confirm({
                          title: `${t('portal.service.team.disable')} ${row.realName}?`,
                          description: t('portal.service.team.confirmDisable', {
                            name: row.realName,
                          }),
                          danger: true,
                          labels: {
                            ok: t('portal.service.team.disable'),
                            cancel: t('portal.service.cancel'),
                          },
                          onOk: () => {
                            change(row, 'disable');
                          },
                        }),
                    },
                ...(row.status === 'Invited'
                  ? [
                      {
                        key: 'resend',
                        label: t('portal.service.team.resend'),
                        onClick: () => change(row, 'resend-invitation'),
                      },
                    ]
                  : []),
              ]}
            />
          );
        },
      },
    ];
    // `field` reads the description's labels in the current language (`text`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, text, date, user?.id, confirm]);

  return (
    <>
      <DataTable<TeamMember>
        caption={t('portal.service.team.members')}
        columns={columns}
        rows={members}
        rowKey="userId"
        labels={labels}
        loading={entry?.status === 'loading'}
        error={entry?.status === 'failed' ? t('portal.service.loadFailed') : null}
        emptyText={t('portal.service.team.membersEmpty')}
        size="sm"
      />
      {allocating ? (
        <AllocateDialog member={allocating} onClose={() => setAllocating(null)} />
      ) : null}
      {dialog}
    </>
  );
}

const INVITE_WRITE = 'team:invite';

/** The manager's button opening the invitation. */
function InviteButton() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button colorPalette="blue" size="sm" onClick={() => setOpen(true)}>
        {t('portal.service.team.invite')}
      </Button>
      {open ? <InviteDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** An e-mail address and a name: the invitation goes out when the server takes them. */
function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const write = useSelector((state: RootState) => selectWrite(state, INVITE_WRITE));
  const [sent, setSent] = useState(false);
  // Sent: the dialog closes (the list reads the new member).
  useEffect(() => {
    if (!sent || write.status !== 'done') return;
    dispatch(writeReset({ id: INVITE_WRITE }));
    onClose();
  }, [sent, write.status, dispatch, onClose]);
  const schema = useMemo(
    () =>
      yup.object({
        email: yup
          .string()
          .trim()
          .required(t('account.errors.required', { field: t('portal.service.team.email') }))
          .email(t('account.errors.email'))
          .max(254),
        realName: yup
          .string()
          .trim()
          .required(t('account.errors.required', { field: t('portal.service.team.realName') }))
          .max(100),
      }),
    [t],
  );
  const close = () => {
    dispatch(writeReset({ id: INVITE_WRITE }));
    onClose();
  };
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => (details.open ? undefined : close())}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Formik
              initialValues={{ email: '', realName: '' }}
              validationSchema={schema}
              onSubmit={(values) => {
                setSent(true);
                dispatch(
                  writeRequest({
                    id: INVITE_WRITE,
                    method: 'POST',
                    path: `${TEAM_MEMBERS_API}/invite`,
                    body: { email: values.email.trim(), realName: values.realName.trim() },
                    invalidate: [TEAM_API_PREFIX],
                    fields: ['email', 'realName'],
                  }),
                );
              }}
            >
              <Form noValidate aria-label={t('portal.service.team.inviteTitle')}>
                <ServerFieldErrors fields={write.error?.fields} />
                <Dialog.Header>
                  <Dialog.Title>{t('portal.service.team.inviteTitle')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <SaveFailedAlert error={write.error} />
                  <Stack gap="4">
                    <Text color="fg.muted" fontSize="sm">
                      {t('portal.service.team.inviteHelp')}
                    </Text>
                    <TextField
                      name="email"
                      type="email"
                      label={t('portal.service.team.email')}
                      required
                    />
                    <TextField name="realName" label={t('portal.service.team.realName')} required />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={close}>
                    {t('portal.service.cancel')}
                  </Button>
                  <Button type="submit" colorPalette="blue" loading={write.status === 'running'}>
                    {t('portal.service.team.send')}
                  </Button>
                </Dialog.Footer>
              </Form>
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface ProjectChoice {
  projectId: number;
  projectCode: string;
  projectName: string;
}

/** The team's projects to tick for a member: those ticked are the ones they see. */
function AllocateDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const writeId = `team:allocate:${member.userId}`;
  const write = useSelector((state: RootState) => selectWrite(state, writeId));
  const projects = useRead(PROJECTS_API, TEAM_PROJECTS, { fresh: true });
  const allocated = useRead(`${TEAM_MEMBERS_API}/${member.userId}/projects`, {}, { fresh: true });
  const current = (allocated?.data as { projectIds: number[] } | undefined)?.projectIds;
  const [chosen, setChosen] = useState<number[] | null>(null);
  const ticked = chosen ?? current ?? [];
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (!sent || write.status !== 'done') return;
    dispatch(writeReset({ id: writeId }));
    onClose();
  }, [sent, write.status, writeId, dispatch, onClose]);
  const list = (projects?.data as Page<ProjectChoice> | undefined)?.content;
  const title = t('portal.service.team.allocateTitle', { name: member.realName });
  const close = () => {
    dispatch(writeReset({ id: writeId }));
    onClose();
  };
  const toggle = (id: number, on: boolean) =>
    setChosen(on ? [...ticked, id] : ticked.filter((item) => item !== id));
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => (details.open ? undefined : close())}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={title}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <SaveFailedAlert error={write.error} />
              <Text color="fg.muted" fontSize="sm" marginBottom="3">
                {t('portal.service.team.allocateHelp')}
              </Text>
              {!list || current === undefined ? (
                <LoadState
                  status={
                    projects?.status === 'failed' || allocated?.status === 'failed'
                      ? 'failed'
                      : 'loading'
                  }
                  onRetry={close}
                />
              ) : list.length === 0 ? (
                <Empty>{t('portal.service.team.noProjects')}</Empty>
              ) : (
                <Stack gap="2">
                  {list.map((project) => (
                    <Checkbox.Root
                      key={project.projectId}
                      checked={ticked.includes(project.projectId)}
                      onCheckedChange={(details) =>
                        toggle(project.projectId, details.checked === true)
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        {project.projectCode} · {project.projectName}
                      </Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                {t('portal.service.cancel')}
              </Button>
              <Button
                colorPalette="blue"
                loading={write.status === 'running'}
                disabled={!list || current === undefined}
                onClick={() => {
                  setSent(true);
                  dispatch(
                    writeRequest({
                      id: writeId,
                      method: 'PUT',
                      path: `${TEAM_MEMBERS_API}/${member.userId}/projects`,
                      body: { projectIds: [...ticked].sort((a, b) => a - b) },
                      invalidate: [TEAM_API_PREFIX],
                    }),
                  );
                }}
              >
                {t('portal.service.save')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
