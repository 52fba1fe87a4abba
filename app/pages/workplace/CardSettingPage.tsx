import { Box, Button, Checkbox, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '../../i18n';
import type { DashboardCard, MyCard } from '../../services/workplace';
import {
  catalogRequested,
  myCardsRequested,
  saveCardsRequested,
  selectMyCardCodes,
  selectWorkplace,
} from '../../store/workplace';
import './cards/builtin';
import { findCard } from './cards/registry';

/** Where the dashboard is. */
const WORKPLACE_PATH = '/workplace';

/** One row of the card choice. */
export interface CardChoiceItem {
  code: string;
  description: string;
  checked: boolean;
}

/**
 * The rows of the card choice: the offered cards that have a plugin, the chosen ones first in
 * their saved order, then the others in the offered order.
 */
export function cardChoiceItems(catalog: DashboardCard[], chosen: string[]): CardChoiceItem[] {
  const known = catalog.filter((card) => findCard(card.code));
  const byCode = new Map(known.map((card) => [card.code, card]));
  const first = chosen.flatMap((code) => {
    const card = byCode.get(code);
    return card ? [card] : [];
  });
  const rest = known.filter((card) => !chosen.includes(card.code));
  return [...first, ...rest].map((card) => ({
    code: card.code,
    description: card.description ?? '',
    checked: chosen.includes(card.code),
  }));
}

/** The chosen cards as the server stores them: in order, `sort` from 1. */
export function chosenCards(items: CardChoiceItem[]): MyCard[] {
  return items
    .filter((item) => item.checked)
    .map((item, index) => ({ code: item.code, sort: index + 1 }));
}

type Direction = 'up' | 'down';

function CardChoice({ initial, saving }: { initial: CardChoiceItem[]; saving: boolean }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const listLabel = useId();
  const [items, setItems] = useState(initial);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const focusNext = useRef<string | null>(null);

  useLayoutEffect(() => {
    if (!focusNext.current) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  }, [items]);

  const title = (code: string) => {
    const plugin = findCard(code);
    return plugin ? t(plugin.titleKey) : code;
  };

  const move = (index: number, direction: Direction) => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const moving = items[index];
    if (!moving || target < 0 || target >= items.length) return;
    const next = [...items];
    next.splice(index, 1);
    next.splice(target, 0, moving);
    const stillPossible = direction === 'up' ? target > 0 : target < items.length - 1;
    const other: Direction = direction === 'up' ? 'down' : 'up';
    focusNext.current = `${moving.code}:${stillPossible ? direction : other}`;
    setItems(next);
    setAnnouncement(
      t('dashboard.moved', { name: title(moving.code), position: target + 1, total: items.length }),
    );
  };

  const toggle = (code: string, checked: boolean) =>
    setItems((current) =>
      current.map((item) => (item.code === code ? { ...item, checked } : item)),
    );

  return (
    <Box>
      <Text id={listLabel} srOnly>
        {t('dashboard.cardList')}
      </Text>
      <Box
        as="ol"
        aria-labelledby={listLabel}
        listStyleType="none"
        bg="bg"
        borderWidth="1px"
        borderRadius="l3"
      >
        {items.map((item, index) => {
          const name = title(item.code);
          return (
            <Flex
              as="li"
              key={item.code}
              align="center"
              justify="space-between"
              gap="4"
              paddingX="4"
              paddingY="3"
              borderBottomWidth={index < items.length - 1 ? '1px' : '0'}
            >
              <Box minWidth="0">
                <Checkbox.Root
                  checked={item.checked}
                  onCheckedChange={(details) => toggle(item.code, details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label fontWeight="semibold">{name}</Checkbox.Label>
                </Checkbox.Root>
                {item.description ? (
                  <Text fontSize="sm" color="fg.muted" marginStart="6">
                    {item.description}
                  </Text>
                ) : null}
              </Box>
              <Flex gap="2" flexShrink={0}>
                <Button
                  ref={(element) => {
                    buttons.current.set(`${item.code}:up`, element);
                  }}
                  size="xs"
                  variant="outline"
                  aria-label={t('dashboard.moveUpOf', { name })}
                  disabled={index === 0}
                  onClick={() => move(index, 'up')}
                >
                  {t('dashboard.moveUp')}
                </Button>
                <Button
                  ref={(element) => {
                    buttons.current.set(`${item.code}:down`, element);
                  }}
                  size="xs"
                  variant="outline"
                  aria-label={t('dashboard.moveDownOf', { name })}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 'down')}
                >
                  {t('dashboard.moveDown')}
                </Button>
              </Flex>
            </Flex>
          );
        })}
      </Box>
      <Text role="status" srOnly>
        {announcement}
      </Text>
      <Flex gap="3" marginTop="4">
        <Button
          colorPalette="blue"
          loading={saving}
          onClick={() => dispatch(saveCardsRequested(chosenCards(items)))}
        >
          {t('dashboard.save')}
        </Button>
        <Button variant="outline" disabled={saving} onClick={() => navigate(WORKPLACE_PATH)}>
          {t('dashboard.cancel')}
        </Button>
      </Flex>
    </Box>
  );
}

/**
 * The card setting page (`/workplace/card-setting`): the user ticks the cards of the dashboard,
 * orders them with Up and Down, and saves; Cancel goes back to the dashboard.
 */
export function CardSettingPage() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const { catalog, catalogStatus, myCardsStatus, saving } = useSelector(selectWorkplace);
  const chosen = useSelector(selectMyCardCodes);
  const titleId = useId();
  // Before paint, so that data of an earlier visit never shows as the page's own.
  useLayoutEffect(() => {
    dispatch(catalogRequested());
    dispatch(myCardsRequested());
  }, [dispatch]);
  const reload = () => {
    dispatch(catalogRequested());
    dispatch(myCardsRequested());
  };

  const failed = catalogStatus === 'failed' || myCardsStatus === 'failed';
  const ready = catalogStatus === 'ready' && myCardsStatus === 'ready';

  let body;
  if (failed) {
    body = (
      <Flex role="alert" align="center" gap="3">
        <Text color="fg.error">{t('dashboard.loadFailed')}</Text>
        <Button size="sm" variant="outline" onClick={reload}>
          {t('dashboard.retry')}
        </Button>
      </Flex>
    );
  } else if (!ready) {
    body = (
      <Flex role="status" align="center" gap="2" color="fg.muted">
        <Spinner size="sm" />
        <Text>{t('app.loading')}</Text>
      </Flex>
    );
  } else {
    body = <CardChoice initial={cardChoiceItems(catalog, chosen)} saving={saving} />;
  }

  return (
    <Box as="section" padding="6" maxWidth="3xl" aria-labelledby={titleId}>
      <Heading as="h1" size="lg" id={titleId}>
        {t('dashboard.cardSetting')}
      </Heading>
      <Text color="fg.muted" marginTop="1" marginBottom="4">
        {t('dashboard.cardSettingIntro')}
      </Text>
      {body}
    </Box>
  );
}
