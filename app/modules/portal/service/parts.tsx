import { Flex, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useRead, useReadAgain } from '../../../engine/useRead';
import { useI18n, type MessageKey } from '../../../i18n';
import { LoadState, PageTitle } from '../views/parts';
import { TEAM_HISTORY_PATH, TEAM_HOME_PATH, TEAM_MEMBERS_PATH, TEAM_SELF_API } from './paths';

/** The caller's team and their place in it. */
export interface Team {
  teamId: number;
  teamCode: string;
  teamName: string;
  memberRole: 'manager' | 'member';
}

/** The caller's team, read once per visit (undefined while it loads), and how to read it again. */
export function useTeam(): { team: Team | undefined; failed: boolean; retry: () => void } {
  const entry = useRead(TEAM_SELF_API, {}, { fresh: true });
  const retry = useReadAgain(TEAM_SELF_API);
  return { team: entry?.data as Team | undefined, failed: entry?.status === 'failed', retry };
}

const TEAM_TABS: { to: string; label: MessageKey }[] = [
  { to: TEAM_HOME_PATH, label: 'portal.service.team.home' },
  { to: TEAM_MEMBERS_PATH, label: 'portal.service.team.members' },
  { to: TEAM_HISTORY_PATH, label: 'portal.service.team.history' },
];

/**
 * The frame of the team's pages: its title and tabs, and for a member (whose team its manager
 * runs) a word on whom to ask instead of the page.
 */
export function TeamFrame({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const { t } = useI18n();
  const { team, failed, retry } = useTeam();
  return (
    <chakra.div display="flex" flexDirection="column" gap="4" padding="6">
      <PageTitle
        title={
          team
            ? `${t('portal.service.team.title')} · ${team.teamName}`
            : t('portal.service.team.title')
        }
      >
        {team?.memberRole === 'manager' ? actions : null}
      </PageTitle>
      <Flex as="nav" aria-label={t('portal.service.team.tabs')} gap="1" borderBottomWidth="1px">
        {TEAM_TABS.map((tab) => (
          <chakra.span
            key={tab.to}
            asChild
            paddingX="3"
            paddingY="2"
            fontSize="sm"
            borderBottomWidth="2px"
            borderColor="transparent"
            css={{ '&[aria-current=page]': { borderColor: 'blue.500', color: 'blue.700' } }}
          >
            <NavLink to={tab.to}>{t(tab.label)}</NavLink>
          </chakra.span>
        ))}
      </Flex>
      {failed || !team ? (
        <LoadState status={failed ? 'failed' : 'loading'} onRetry={retry} />
      ) : null}
      {team?.memberRole === 'member' ? (
        <chakra.p color="fg.muted">{t('portal.service.team.managerOnly')}</chakra.p>
      ) : null}
      {team?.memberRole === 'manager' ? children : null}
    </chakra.div>
  );
}
