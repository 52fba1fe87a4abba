import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { exceptionSlotRecipe } from './exception.recipe';
import { useSharedSlotRecipe } from '../theme/sharedRecipe';

/** Props of {@link Exception}. */
export interface ExceptionProps {
  /** The status shown large, usually the HTTP code such as `404`. */
  title: string;
  /** One sentence telling the user what happened. */
  description: string;
  /** The way out, usually a link home; the app supplies its router's link. */
  action?: ReactNode;
}

/** An exception page: a picture, a title, a description and a way out (SPEC.md section 2). */
export function Exception({ title, description, action }: ExceptionProps) {
  const recipe = useSharedSlotRecipe(exceptionSlotRecipe);
  const styles = recipe();
  return (
    <chakra.section css={styles.root} aria-labelledby="exception-title">
      <chakra.svg css={styles.picture} viewBox="0 0 240 160" aria-hidden="true">
        <rect x="20" y="30" width="200" height="110" rx="10" fill="currentColor" opacity="0.12" />
        <rect x="20" y="30" width="200" height="22" rx="10" fill="currentColor" opacity="0.3" />
        <circle cx="38" cy="41" r="4" fill="currentColor" />
        <circle cx="52" cy="41" r="4" fill="currentColor" opacity="0.6" />
        <path
          d="M95 80 l20 20 M115 80 l-20 20 M130 80 l20 20 M150 80 l-20 20"
          stroke="currentColor"
          strokeWidth="6"
          strokeLinecap="round"
        />
        <path
          d="M100 125 q20 -14 40 0"
          stroke="currentColor"
          strokeWidth="6"
          fill="none"
          strokeLinecap="round"
        />
      </chakra.svg>
      <chakra.div css={styles.body}>
        <chakra.h1 id="exception-title" css={styles.title}>
          {title}
        </chakra.h1>
        <chakra.p css={styles.description}>{description}</chakra.p>
        {action ? <chakra.div css={styles.action}>{action}</chakra.div> : null}
      </chakra.div>
    </chakra.section>
  );
}
