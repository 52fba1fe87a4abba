import { Box, Input, chakra } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '../../i18n';
import { searchMenu, type MenuLeaf } from '../../shell/menu';

/** Props of {@link MenuSearch}. */
export interface MenuSearchProps {
  leaves: MenuLeaf[];
}

/** Finds a menu entry by name or quick index and opens it. */
export function MenuSearch({ leaves }: MenuSearchProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [highlight, setHighlight] = useState(0);
  const listId = useId();
  const matches = useMemo(() => searchMenu(leaves, text).slice(0, 12), [leaves, text]);
  const open = text.trim().length > 0;

  function go(leaf: MenuLeaf | undefined) {
    if (!leaf) return;
    setText('');
    navigate(leaf.route);
  }

  return (
    <Box position="relative" width="60">
      <Input
        size="sm"
        type="search"
        role="combobox"
        aria-label={t('shell.searchMenu')}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[highlight] ? `${listId}-${highlight}` : undefined}
        placeholder={t('shell.searchMenu')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setHighlight(0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') setHighlight((i) => Math.min(i + 1, matches.length - 1));
          else if (event.key === 'ArrowUp') setHighlight((i) => Math.max(i - 1, 0));
          else if (event.key === 'Enter') go(matches[highlight]);
          else if (event.key === 'Escape') setText('');
          else return;
          event.preventDefault();
        }}
      />
      {open ? (
        <chakra.ul
          id={listId}
          role="listbox"
          aria-label={t('shell.searchResults', { text })}
          position="absolute"
          zIndex="dropdown"
          top="full"
          left="0"
          right="0"
          marginTop="1"
          bg="bg"
          borderWidth="1px"
          rounded="md"
          shadow="md"
          listStyleType="none"
          padding="1"
          maxHeight="80"
          overflowY="auto"
        >
          {matches.length === 0 ? (
            <chakra.li padding="2" color="fg.muted" fontSize="sm">
              {t('shell.noMatch', { text })}
            </chakra.li>
          ) : (
            matches.map((leaf, index) => (
              <chakra.li
                key={leaf.route}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === highlight}
                padding="2"
                fontSize="sm"
                cursor="pointer"
                rounded="sm"
                bg={index === highlight ? 'bg.muted' : undefined}
                onMouseDown={(event) => {
                  event.preventDefault();
                  go(leaf);
                }}
              >
                {leaf.name}
                <chakra.span color="fg.muted" marginLeft="2" fontSize="xs">
                  {leaf.trail.slice(0, -1).join(' / ')}
                </chakra.span>
              </chakra.li>
            ))
          )}
        </chakra.ul>
      ) : null}
    </Box>
  );
}
