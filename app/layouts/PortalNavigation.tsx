import { Flex, chakra } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useI18n } from '../i18n';
import type { MessageKey } from '../i18n';

const LINKS: { to: string; label: MessageKey }[] = [
  { to: '/pub/home', label: 'portal.views.home.title' },
  { to: '/pub/projects/project', label: 'portal.lists.projects.title' },
  { to: '/pub/projects/sequencing-order', label: 'portal.lists.orders.sequencingTitle' },
  { to: '/pub/projects/libPrepOrder', label: 'portal.lists.orders.libPrepTitle' },
  { to: '/pub/sample/home', label: 'portal.lists.batches.title' },
  { to: '/pub/sample/information', label: 'portal.views.lookup.title' },
  { to: '/pub/sample/products', label: 'portal.views.catalogue.title' },
];

/** The customer portal's navigation bar. */
export function PortalNavigation() {
  const { t } = useI18n();
  return (
    <Flex
      as="nav"
      aria-label={t('portal.name')}
      gap="1"
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
