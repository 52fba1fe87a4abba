import { Alert, Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Props of {@link AccountCard}. */
export interface AccountCardProps {
  title: string;
  intro?: string;
  /** The outcome of the last request: an error or a confirmation. */
  status?: { type: 'error' | 'success'; message: string } | null;
  children?: ReactNode;
}

/** The frame of the portal's account pages: a titled card with an outcome message. */
export function AccountCard({ title, intro, status, children }: AccountCardProps) {
  return (
    <Box
      maxWidth="md"
      marginX="auto"
      marginTop="12"
      padding="8"
      bg="bg"
      borderWidth="1px"
      rounded="md"
    >
      <Stack gap="5">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        {intro ? <Text color="fg.muted">{intro}</Text> : null}
        {status ? (
          <Alert.Root status={status.type} role={status.type === 'error' ? 'alert' : 'status'}>
            <Alert.Indicator />
            <Alert.Title>{status.message}</Alert.Title>
          </Alert.Root>
        ) : null}
        {children}
      </Stack>
    </Box>
  );
}
