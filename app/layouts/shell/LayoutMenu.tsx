import { Button, Menu, Portal } from '@chakra-ui/react';
import { useDispatch, useSelector } from 'react-redux';
import { useI18n } from '../../i18n';
import type { RootState } from '../../store/reducer';
import { MENU_LAYOUTS } from '../../store/shell';
import { chooseLayout, toggleCollapsed } from '../../store/shellActions';

/** Picks the menu layout (inline, horizontal, side, side-all) and collapses the menu. */
export function LayoutMenu() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const layout = useSelector((state: RootState) => state.shell.layout);
  const collapsed = useSelector((state: RootState) => state.shell.collapsed);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm">
          {t('shell.layout')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup
              value={layout}
              onValueChange={({ value }) => {
                const next = MENU_LAYOUTS.find((item) => item === value);
                if (next) dispatch(chooseLayout(next));
              }}
            >
              <Menu.ItemGroupLabel>{t('shell.layout')}</Menu.ItemGroupLabel>
              {MENU_LAYOUTS.map((item) => (
                <Menu.RadioItem key={item} value={item}>
                  {t(`shell.layouts.${item}`)}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
            {layout === 'inline' ? (
              <>
                <Menu.Separator />
                <Menu.Item value="collapse" onSelect={() => dispatch(toggleCollapsed())}>
                  {collapsed ? t('shell.expand') : t('shell.collapse')}
                </Menu.Item>
              </>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
