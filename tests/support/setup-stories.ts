/**
 * The component and story tests' setup, on top of setup-dom.ts: Storybook's project annotations
 * (the design system's provider around every composed story) and jest-axe's matcher. Unit tests
 * go without it: loading the design system for each of their files cost about 2 s of CPU each.
 */
import { toHaveNoViolations } from 'jest-axe';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as preview from '../../.storybook/preview';

expect.extend(toHaveNoViolations);
setProjectAnnotations(preview);
