import { Box, Button, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import { Component, useId, type ReactNode } from 'react';
import { useI18n } from '../../i18n';
import type { LoadStatus } from '../../store/workplace';

/** Props of {@link CardFrame}. */
export interface CardFrameProps {
  /** The card's heading. */
  title: string;
  children: ReactNode;
}

class CardBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A dashboard card: a titled region; a card's body may load as its own chunk (a spinner until
 * then); a card that fails to render says so and spares the rest.
 */
export function CardFrame({ title, children }: CardFrameProps) {
  const { t } = useI18n();
  const id = useId();
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg="bg"
      borderWidth="1px"
      borderRadius="l3"
      padding="4"
      minWidth="0"
    >
      <Heading as="h2" size="md" id={id} marginBottom="3">
        {title}
      </Heading>
      <CardBoundary fallback={<Text color="fg.error">{t('dashboard.cardFailed')}</Text>}>
        {children}
      </CardBoundary>
    </Box>
  );
}

/** What a card shows while its code loads. */
export function CardLoading() {
  const { t } = useI18n();
  return <Spinner size="sm" aria-label={t('app.loading')} />;
}

/** Props of {@link CardState}. */
export interface CardStateProps {
  status: LoadStatus;
  /** Loads the card's data again after a failure. */
  onRetry: () => void;
}

/** What a card shows while its data loads, or after loading it failed. */
export function CardState({ status, onRetry }: CardStateProps) {
  const { t } = useI18n();
  if (status === 'failed') {
    return (
      <Flex role="alert" align="center" justify="space-between" gap="2">
        <Text color="fg.error">{t('dashboard.cardFailed')}</Text>
        <Button size="xs" variant="outline" onClick={onRetry}>
          {t('dashboard.retry')}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex role="status" align="center" gap="2" color="fg.muted">
      <Spinner size="sm" />
      <Text>{t('app.loading')}</Text>
    </Flex>
  );
}
