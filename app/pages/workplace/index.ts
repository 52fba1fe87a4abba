export { WorkplacePage, CARD_SETTING_PATH } from './WorkplacePage';
export { CardSettingPage } from './CardSettingPage';
export { registerCard, findCard, registeredCards } from './cards/registry';
export type { CardPlugin } from './cards/registry';
