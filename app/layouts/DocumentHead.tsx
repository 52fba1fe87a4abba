import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useI18n } from '../i18n';
import { publicSettingsRequested, selectProductName, selectUiConfig } from '../store/settings';

/** The product's name: the system configuration's title, else the app's own name. */
export function useProductName(): string {
  const { t } = useI18n();
  return useSelector(selectProductName) ?? t('app.name');
}

function setFavicon(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/**
 * Keeps the browser tab in step with the system configuration and the language: the title,
 * the favicon (when one is set) and the page's language.
 */
export function DocumentHead() {
  const { locale } = useI18n();
  const title = useProductName();
  const favicon = useSelector(selectUiConfig)?.faviconUrl;
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (favicon) setFavicon(favicon);
  }, [favicon]);
  useEffect(() => {
    document.documentElement.lang = locale.replace('_', '-');
  }, [locale]);
  return null;
}

/**
 * Placed on a page shown before sign-in: asks for the system configuration and, while nobody
 * is signed in, the language to show (the browser's, else the configuration's default).
 */
export function PublicSettings() {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(publicSettingsRequested());
  }, [dispatch]);
  return null;
}
