import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './theme';

/** Props of {@link DesignSystemProvider}. */
export interface DesignSystemProviderProps {
  children: ReactNode;
}

/** Supplies the product's Chakra system (theme, tokens, recipes) to everything inside. */
export function DesignSystemProvider({ children }: DesignSystemProviderProps) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
