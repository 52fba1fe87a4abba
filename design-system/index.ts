// The design system's public API: import components only from here.
export { DesignSystemProvider } from './DesignSystemProvider';
export type { DesignSystemProviderProps } from './DesignSystemProvider';
export { system, FONT_FAMILY } from './theme';
export { StatusBadge } from './StatusBadge/StatusBadge';
export type { StatusBadgeProps } from './StatusBadge/StatusBadge';
export { statusTone } from './StatusBadge/status';
export type { StatusTone } from './StatusBadge/status';
export { Exception } from './Exception/Exception';
export type { ExceptionProps } from './Exception/Exception';
export * from './format';
