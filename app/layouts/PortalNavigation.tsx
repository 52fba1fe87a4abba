import { Flex, chakra } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useI18n } from '../i18n';
import type { MessageKey } from '../i18n';
import {
  CUSTOMER_PROJECTS_PATH,
  LIBPREP_ORDERS_PATH,
  PORTAL_HOME_PATH,
  PRODUCT_CATALOGUE_PATH,
  SAMPLE_LOOKUP_PATH,
  SEQUENCING_ORDERS_PATH,
} from '../modules/portal/paths';
import { PAYMENT_PATH, QUOTATIONS_PATH } from '../modules/portal/money/paths';
import {
  DATA_DELIVERY_PATH,
  HELP_CENTER_PATH,
  MESSAGE_CENTER_PATH,
  MY_SETTINGS_PATH,
  TEAM_HOME_PATH,
} from '../modules/portal/service/paths';

const LINKS: { to: string; label: MessageKey }[] = [
  { to: PORTAL_HOME_PATH, label: 'portal.views.home.title' },
  { to: CUSTOMER_PROJECTS_PATH, label: 'portal.lists.projects.title' },
  { to: SEQUENCING_ORDERS_PATH, label: 'portal.lists.orders.sequencingTitle' },
  { to: LIBPREP_ORDERS_PATH, label: 'portal.lists.orders.libPrepTitle' },
  { to: '/pub/sample/home', label: 'portal.lists.batches.title' },
  { to: SAMPLE_LOOKUP_PATH, label: 'portal.views.lookup.title' },
  { to: PRODUCT_CATALOGUE_PATH, label: 'portal.views.catalogue.title' },
  { to: QUOTATIONS_PATH, label: 'portal.money.nav.quotations' },
  { to: PAYMENT_PATH, label: 'portal.money.nav.payment' },
  { to: DATA_DELIVERY_PATH, label: 'portal.service.nav.data' },
  { to: MESSAGE_CENTER_PATH, label: 'portal.service.nav.messages' },
  { to: TEAM_HOME_PATH, label: 'portal.service.nav.team' },
  { to: HELP_CENTER_PATH, label: 'portal.service.nav.help' },
  { to: MY_SETTINGS_PATH, label: 'portal.service.nav.settings' },
];

/** The customer portal's navigation bar. */
export function PortalNavigation() {
  const { t } = useI18n();
  return (
    <Flex
      as="nav"
      aria-label={t('portal.name')}
      gap="1"
      wrap="wrap"
      paddingX="4"
      borderBottomWidth="1px"
      bg="bg"
    >
      {LINKS.map((link) => (
        <chakra.span
          key={link.to}
          asChild
          paddingX="3"
          paddingY="2"
          fontSize="sm"
          borderBottomWidth="2px"
          borderColor="transparent"
          _hover={{ color: 'blue.600' }}
          css={{ '&[aria-current=page]': { borderColor: 'blue.500', color: 'blue.700' } }}
        >
          <NavLink to={link.to}>{t(link.label)}</NavLink>
        </chakra.span>
      ))}
    </Flex>
  );
}
