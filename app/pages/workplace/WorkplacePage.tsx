import { Box, Button, Flex, Heading, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { useI18n } from '../../i18n';
import { whenPageShown } from '../../shell/pageShown';
import { WORKPLACE_KEY } from '../../shell/tabs';
import {
  dashboardWanted,
  myCardsRequested,
  selectMyCardCodes,
  selectWorkplace,
} from '../../store/workplace';
import { CardFrame } from './CardFrame';
import './cards/builtin';
import { findCard, preloadCards, type CardPlugin } from './cards/registry';

/** Where the card setting page is. */
export const CARD_SETTING_PATH = '/workplace/card-setting';

/**
 * Starts loading the chunks of the user's cards once their layout is known: when the app opens
 * on the dashboard it loads with the session, so the chunks come while the shell draws; opened
 * elsewhere, once that page has shown.
 */
export function CardPreload({ firstPath }: { firstPath: string }) {
  const codes = useSelector(selectMyCardCodes);
  // The root address opens the dashboard.
  const onDashboard = firstPath === WORKPLACE_KEY || firstPath === '/';
  useEffect(() => {
    if (onDashboard) preloadCards(codes);
    else void whenPageShown().then(() => preloadCards(codes));
  }, [codes, onDashboard]);
  return null;
}

/** The workplace dashboard: the user's chosen cards in their order; unknown card codes are skipped. */
export function WorkplacePage() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const codes = useSelector(selectMyCardCodes);
  const { myCardsStatus } = useSelector(selectWorkplace);
  const titleId = useId();
  // On the dashboard's address the session has already asked for the layout and the cards' data.
  useEffect(() => {
    dispatch(dashboardWanted());
  }, [dispatch]);
  // A module's card asks for its data as soon as the dashboard knows it (again only when the
  // cards change), not after its chunk.
  const codesKey = codes.join(',');
  useEffect(() => {
    for (const code of codesKey.split(',')) {
      const requested = findCard(code)?.requested;
      if (requested) dispatch(requested());
    }
  }, [codesKey, dispatch]);
  const cards = codes.map(findCard).filter((card): card is CardPlugin => !!card);

  let body;
  if (myCardsStatus === 'failed') {
    body = (
      <Flex role="alert" align="center" gap="3">
        <Text color="fg.error">{t('dashboard.loadFailed')}</Text>
        <Button size="sm" variant="outline" onClick={() => dispatch(myCardsRequested())}>
          {t('dashboard.retry')}
        </Button>
      </Flex>
    );
  } else if (myCardsStatus !== 'ready' && cards.length === 0) {
    body = (
      <Flex role="status" align="center" gap="2" color="fg.muted">
        <Spinner size="sm" />
        <Text>{t('app.loading')}</Text>
      </Flex>
    );
  } else if (cards.length === 0) {
    body = (
      <Box bg="bg" borderWidth="1px" borderRadius="l3" padding="6" textAlign="center">
        <Text color="fg.muted" marginBottom="3">
          {t('dashboard.empty')}
        </Text>
        <Button asChild colorPalette="blue" size="sm">
          <Link to={CARD_SETTING_PATH}>{t('dashboard.chooseCards')}</Link>
        </Button>
      </Box>
    );
  } else {
    body = (
      <SimpleGrid columns={{ base: 1, lg: 2, '2xl': 3 }} gap="4" alignItems="start">
        {cards.map(({ code, titleKey, Component }) => (
          <CardFrame key={code} title={t(titleKey)}>
            <Component />
          </CardFrame>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Box as="section" padding="6" aria-labelledby={titleId}>
      <Flex align="center" justify="space-between" gap="4" marginBottom="4" wrap="wrap">
        <Heading as="h1" size="lg" id={titleId}>
          {t('app.workplace')}
        </Heading>
        <Button asChild variant="outline" size="sm">
          <Link to={CARD_SETTING_PATH}>{t('dashboard.cardSetting')}</Link>
        </Button>
      </Flex>
      {body}
    </Box>
  );
}
