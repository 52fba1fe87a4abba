/** Prompts: one row per key, code and language in a tenant; built-in rows are never deleted. */
import { builtInTextHooks } from './texts/overrides';

export default builtInTextHooks(['promptKey', 'promptCode', 'lang'], ['description']);
