import { Button, Flex, Input, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { DataTable, type DataTableColumn } from '../../../design-system';
import { apiPathOf } from '../../../domain/engine/address';
import scoreMonth from '../../../domain/resources/hfaq/score-month';
import { SaveFailedAlert } from '../../engine/form';
import { useText } from '../../engine/labels';
import { ResourcePage } from '../../engine/ResourcePage';
import { useRead } from '../../engine/useRead';
import { useI18n } from '../../i18n';
import { notify } from '../../services/notification';
import type { Page } from '../../services/types';
import type { RootState } from '../../store/reducer';
import { selectWrite, writeRequest } from '../../store/resources';
import { useTableLabels } from '../portal/common';
import { HelpCentre } from '../portal/service/HelpCentre';
import { PROJECTS_API } from '../portal/service/paths';
import { MailSettingsForm, PasswordForm, ProfileForm } from '../portal/service/settings';
import { PageTitle, Section } from '../portal/views/parts';

/** A titled page of one settings form. */
function SettingsPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="4" padding="6" maxWidth="4xl">
      <PageTitle title={title} />
      <Section title={title}>{children}</Section>
    </Stack>
  );
}

/** `/hfaq/change-password`: the staff member's password. */
export function ChangePasswordPage() {
  const { t } = useI18n();
  return (
    <SettingsPage title={t('serviceDesk.settings.changePassword')}>
      <PasswordForm />
    </SettingsPage>
  );
}

/** `/hfaq/mail-receiving`: which kinds of mail the staff member receives. */
export function MailReceivingPage() {
  const { t } = useI18n();
  return (
    <SettingsPage title={t('serviceDesk.settings.mailReceiving')}>
      <MailSettingsForm />
    </SettingsPage>
  );
}

/** `/huser/info-set`: the staff member's profile, language and time zone. */
export function InfoSetPage() {
  const { t } = useI18n();
  return (
    <SettingsPage title={t('serviceDesk.settings.infoSet')}>
      <ProfileForm />
    </SettingsPage>
  );
}

/** `/hfaq/knowledge/menu`: the help centre as customers see it, drafts marked. */
export function KnowledgeMenuPage() {
  const { t } = useI18n();
  return (
    <Stack gap="4" padding="6">
      <PageTitle title={t('serviceDesk.knowledgeMenu.title')} />
      <Text color="fg.muted">{t('serviceDesk.knowledgeMenu.intro')}</Text>
      <HelpCentre />
    </Stack>
  );
}

interface MonthRow {
  monthId: number;
  month: string;
  scoreCount: number;
  averageScore: string;
}

const MONTHS = { page: 0, size: 12, sort: 'month,desc' } as const;

/** `/statementScore`: the average score of the last months above every score given. */
export function StatementScorePage() {
  const { t } = useI18n();
  const text = useText();
  const labels = useTableLabels();
  const entry = useRead(apiPathOf(scoreMonth), MONTHS, { fresh: true });
  const rows = (entry?.data as Page<MonthRow> | undefined)?.content ?? [];
  const columns = useMemo<DataTableColumn<MonthRow>[]>(
    () => [
      { key: 'month', title: text(scoreMonth.fields.month.label), width: 120 },
      {
        key: 'scoreCount',
        title: text(scoreMonth.fields.scoreCount.label),
        width: 100,
        align: 'end',
      },
      {
        key: 'averageScore',
        title: text(scoreMonth.fields.averageScore.label),
        width: 100,
        align: 'end',
      },
    ],
    [text],
  );
  return (
    <Stack gap="0">
      <Stack paddingX="6" paddingTop="6">
        <Section title={t('serviceDesk.scores.monthly')}>
          <DataTable<MonthRow>
            caption={t('serviceDesk.scores.monthly')}
            columns={columns}
            rows={rows}
            rowKey="monthId"
            labels={labels}
            loading={entry?.status === 'loading'}
            error={entry?.status === 'failed' ? t('portal.service.loadFailed') : null}
            emptyText={t('serviceDesk.scores.empty')}
            size="sm"
          />
        </Section>
      </Stack>
      <ResourcePage modules={['hfaq']} />
    </Stack>
  );
}

interface ProjectChoice {
  projectId: number;
  projectCode: string;
  projectName: string;
}

const LINK_WRITE = 'hfaq:sample-info-link';
const ALL_PROJECTS = { page: 0, size: 1000, sort: 'projectCode,asc' } as const;

/** A signed link to a project's sample information, made for whoever needs it. */
function SampleInfoLinkForm() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const projects = (useRead(PROJECTS_API, ALL_PROJECTS)?.data as Page<ProjectChoice> | undefined)
    ?.content;
  const write = useSelector((state: RootState) => selectWrite(state, LINK_WRITE));
  const [projectId, setProjectId] = useState('');
  const [days, setDays] = useState('7');
  const made =
    write.status === 'done' ? (write.result as { url: string; expiresAt: string }) : null;
  const chosen = projectId || String(projects?.[0]?.projectId ?? '');
  return (
    <Stack gap="3">
      <Text color="fg.muted" fontSize="sm">
        {t('serviceDesk.sampleLink.intro')}
      </Text>
      <SaveFailedAlert error={write.error} />
      <Flex gap="3" align="flex-end" wrap="wrap">
        <chakra.label display="flex" flexDirection="column" gap="1" fontSize="sm">
          {t('serviceDesk.sampleLink.project')}
          <NativeSelect.Root size="sm" width="72">
            <NativeSelect.Field
              value={chosen}
              onChange={(event) => setProjectId(event.target.value)}
            >
              {(projects ?? []).map((project) => (
                <option key={project.projectId} value={project.projectId}>
                  {project.projectCode} · {project.projectName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </chakra.label>
        <chakra.label display="flex" flexDirection="column" gap="1" fontSize="sm">
          {t('serviceDesk.sampleLink.days')}
          <Input
            size="sm"
            width="24"
            type="number"
            min={1}
            max={90}
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        </chakra.label>
        <Button
          size="sm"
          colorPalette="blue"
          disabled={!chosen}
          loading={write.status === 'running'}
          onClick={() =>
            dispatch(
              writeRequest({
                id: LINK_WRITE,
                method: 'POST',
                path: '/hfaq/v1[/{tenantId}]/sample-info-links',
                body: { projectId: Number(chosen), days: Number(days) },
              }),
            )
          }
        >
          {t('serviceDesk.sampleLink.create')}
        </Button>
      </Flex>
      {made ? (
        <Stack gap="1">
          <Input
            readOnly
            aria-label={t('serviceDesk.sampleLink.link')}
            value={made.url}
            size="sm"
          />
          <Flex gap="3" align="center">
            <Text fontSize="sm" color="fg.muted">
              {t('serviceDesk.sampleLink.expires', { date: made.expiresAt })}
            </Text>
            <Button
              size="xs"
              variant="outline"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(made.url)
                  .then(() =>
                    notify({ type: 'success', title: t('serviceDesk.sampleLink.copied') }),
                  )
              }
            >
              {t('serviceDesk.sampleLink.copy')}
            </Button>
          </Flex>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** `/novoMagic`: the released data files, and signed links to projects' sample information. */
export function NovoMagicPage() {
  const { t } = useI18n();
  return (
    <Stack gap="0">
      <ResourcePage modules={['hfaq']} />
      <Stack paddingX="6" paddingBottom="6">
        <Section title={t('serviceDesk.sampleLink.title')}>
          <SampleInfoLinkForm />
        </Section>
      </Stack>
    </Stack>
  );
}
