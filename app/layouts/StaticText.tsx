import { Box, Text, type BoxProps } from '@chakra-ui/react';
import { useEffect, useId, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useI18n } from '../i18n';
import type { StaticText as StaticTextValue } from '../services/hpfm';
import type { RootState } from '../store/reducer';
import { selectRead } from '../store/resources';
import { selectStaticText, staticTextKey, staticTextRequested } from '../store/settings';
import { safeHtml } from './safeHtml';

/**
 * The static text `textCode` in the user's language: asked for once (again after an admin's
 * edit forgets it); undefined while it is read, null when there is none.
 */
export function useStaticText(textCode: string): StaticTextValue | null | undefined {
  const { locale } = useI18n();
  const dispatch = useDispatch();
  const missing = useSelector(
    (state: RootState) => selectRead(state, staticTextKey(textCode, locale)) === undefined,
  );
  const text = useSelector((state: RootState) => selectStaticText(state, textCode, locale));
  useEffect(() => {
    if (missing) dispatch(staticTextRequested({ textCode, lang: locale }));
  }, [dispatch, locale, missing, textCode]);
  return text;
}

/** Props of {@link StaticText}. */
export interface StaticTextProps extends Omit<BoxProps, 'children'> {
  /** The text's code, e.g. `PORTAL.HELP.SHIPPING`. */
  textCode: string;
}

/**
 * A static text maintained in hpfm (a notice, a help text) with its title, in the user's
 * language; nothing at all when there is none.
 */
export function StaticText({ textCode, ...box }: StaticTextProps) {
  const text = useStaticText(textCode);
  const titleId = useId();
  const html = useMemo(() => (text ? safeHtml(text.text) : ''), [text]);
  if (!text || html.trim() === '') return null;
  return (
    <Box
      as="aside"
      aria-labelledby={text.title ? titleId : undefined}
      aria-label={text.title ? undefined : textCode}
      data-text-code={textCode}
      borderWidth="1px"
      borderColor="border.info"
      bg="bg.info"
      borderRadius="l2"
      padding="3"
      fontSize="sm"
      {...box}
    >
      {text.title ? (
        <Text id={titleId} fontWeight="semibold" marginBottom="1">
          {text.title}
        </Text>
      ) : null}
      <Box
        css={{
          '& p, & ul, & ol, & blockquote, & pre, & table': { marginBottom: '2' },
          '& > :last-child': { marginBottom: '0' },
          '& ul': { listStyleType: 'disc', paddingInlineStart: '5' },
          '& ol': { listStyleType: 'decimal', paddingInlineStart: '5' },
          '& a': { color: 'fg.info', textDecoration: 'underline' },
          '& code': { fontFamily: 'mono', bg: 'bg.muted', paddingX: '1', borderRadius: 'l1' },
          '& strong, & b': { fontWeight: 'semibold' },
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Box>
  );
}
