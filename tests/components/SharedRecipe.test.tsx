import { ChakraProvider, Input } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { FormItem, StatusBadge } from '../../design-system';
import { system } from '../../design-system/theme';

/**
 * design-system/theme/sharedRecipe.ts: the design system's own recipes compile once per Chakra
 * system, however many elements render them. Counted through the system's `cva` and `sva`.
 */
describe('the design system’s recipes', () => {
  function countingSystem() {
    const calls = { cva: 0, sva: 0 };
    const cva: typeof system.cva = (config) => {
      calls.cva += 1;
      return system.cva(config);
    };
    const sva: typeof system.sva = (config) => {
      calls.sva += 1;
      return system.sva(config);
    };
    return { calls, value: { ...system, cva, sva } };
  }

  it('compile once for any number of elements, each still styled by its own variant', () => {
    const { calls, value } = countingSystem();
    const view = (count: number) => (
      <ChakraProvider value={value}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index}>
            <StatusBadge status={index % 2 ? 'SUCCESS' : 'FAILED'} label={`Badge ${index}`} />
            <FormItem label={`Field ${index}`}>
              <Input autoComplete="off" />
            </FormItem>
          </div>
        ))}
      </ChakraProvider>
    );
    const { rerender } = render(view(1));
    const once = { ...calls };
    rerender(view(20));
    expect(calls.sva).toBe(once.sva);
    expect(screen.getAllByRole('textbox')).toHaveLength(20);
    expect(screen.getByRole('textbox', { name: 'Field 19' })).toBeInTheDocument();
    const tones = screen.getAllByText(/^Badge/).map((badge) => badge.dataset.tone);
    expect(new Set(tones)).toEqual(new Set(['success', 'error']));
    const [failed, succeeded] = screen.getAllByText(/^Badge [01]$/);
    expect(failed!.className).not.toBe(succeeded!.className);
    // The badge's recipe among the first render's compilations, and none since.
    expect(calls.cva).toBe(once.cva);
  });
});
