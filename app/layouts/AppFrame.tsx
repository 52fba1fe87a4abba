import { Box, Flex, Heading } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { hideLoadingOverlay } from '../loadingOverlay';

/** Props of {@link AppFrame}. */
export interface AppFrameProps {
  /** The product name shown in the header. */
  title: string;
  /** Right-hand side of the header. */
  actions?: ReactNode;
  /** A navigation bar under the header. */
  navigation?: ReactNode;
  children: ReactNode;
}

/** A header over a main region; every area's layout starts from it. */
export function AppFrame({ title, actions, navigation, children }: AppFrameProps) {
  useEffect(hideLoadingOverlay, []);
  return (
    <Flex direction="column" minHeight="100vh">
      <Flex
        as="header"
        align="center"
        justify="space-between"
        paddingX="6"
        height="14"
        borderBottomWidth="1px"
        bg="bg"
      >
        <Heading as="p" size="md">
          {title}
        </Heading>
        {actions}
      </Flex>
      {navigation}
      <Box as="main" flex="1" bg="bg.subtle">
        {children}
      </Box>
    </Flex>
  );
}
