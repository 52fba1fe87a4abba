import { Box, Button, ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { system } from '../../design-system/theme';

/**
 * patches/@chakra-ui+react+*.patch (applied on install): a Chakra element compiles its recipe
 * once, not on every render. Counted through the design system's `cva`, which the styled
 * factory calls to compile.
 */
describe('Chakra elements with the patched styled factory', () => {
  function countingSystem() {
    const calls = { count: 0 };
    const cva: typeof system.cva = (config) => {
      calls.count += 1;
      return system.cva(config);
    };
    return { calls, value: { ...system, cva } };
  }

  it('compile their recipe on the first render only, and still style each render', () => {
    const { calls, value } = countingSystem();
    const view = (children: ReactNode, padding: string) => (
      <ChakraProvider value={value}>
        <Box padding={padding} data-testid="box">
          {children}
        </Box>
        <Button size="sm">Save</Button>
      </ChakraProvider>
    );
    const { rerender } = render(view('first', '2'));
    const afterFirst = calls.count;
    expect(afterFirst).toBeGreaterThan(0);
    for (let round = 1; round <= 5; round += 1) rerender(view(`render ${round}`, String(round)));
    expect(screen.getByTestId('box')).toHaveTextContent('render 5');
    expect(calls.count).toBe(afterFirst);
    // The new padding still reaches the element's class (a style the first render did not have).
    const first = render(view('other', '2')).getAllByTestId('box')[1]!.className;
    expect(screen.getAllByTestId('box')[0]!.className).not.toBe(first);
  });
});
