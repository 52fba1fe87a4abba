// The UI fonts, bundled with the app: Inter for Latin text; Noto Sans SC for Chinese loads with
// `loadChineseFont`, when Chinese is first shown (its faces are most of the stylesheet).
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
