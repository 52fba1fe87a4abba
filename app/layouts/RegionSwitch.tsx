import { Button, Menu, Portal } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { HierarchyValue } from '../../domain/contract/user';
import { useI18n } from '../i18n';
import type { RootState } from '../store/reducer';
import {
  continentSwitchRequested,
  hierarchyChoicesRequested,
  hierarchySwitchRequested,
} from '../store/user';

/**
 * The header's continent (regional site) switch: the continents the service works in, the
 * current one ticked. Nothing shows until the continents are known.
 */
export function ContinentSwitch() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const continents = useSelector((state: RootState) => state.user.continentList);
  const current = useSelector((state: RootState) => state.user.currentContinent);
  if (continents.length === 0) return null;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('header.continent', { name: current?.continentName ?? '' })}
        >
          {current?.continentName ?? t('header.continentNone')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup
              value={current?.continentCode ?? ''}
              onValueChange={({ value }) => {
                if (value !== current?.continentCode) dispatch(continentSwitchRequested(value));
              }}
            >
              <Menu.ItemGroupLabel>{t('header.continentTitle')}</Menu.ItemGroupLabel>
              {continents.map((continent) => (
                <Menu.RadioItem key={continent.continentCode} value={continent.continentCode}>
                  {continent.continentName}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * The values of a data hierarchy the user may choose, read when its menu opens (through the
 * value-list view the hierarchy names, as HZERO's header does).
 */
function HierarchyChoices({ hierarchy }: { hierarchy: HierarchyValue }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const code = hierarchy.dataHierarchyCode;
  const entry = useSelector((state: RootState) => state.user.hierarchyChoices[code]);
  useEffect(() => {
    dispatch(hierarchyChoicesRequested(code));
  }, [dispatch, code]);
  const options = entry?.options ?? [];
  if (!entry || entry.status === 'loading') {
    return (
      <Menu.Item value="" disabled>
        {t('app.loading')}
      </Menu.Item>
    );
  }
  return (
    <>
      <Menu.RadioItem value="">
        {t('header.hierarchyAll')}
        <Menu.ItemIndicator />
      </Menu.RadioItem>
      {options.map((option) => (
        <Menu.RadioItem key={option.value} value={option.value}>
          {option.meaning}
          <Menu.ItemIndicator />
        </Menu.RadioItem>
      ))}
    </>
  );
}

/** One data hierarchy's switch (a company, for example): its values, the current one ticked. */
function HierarchySwitch({ hierarchy }: { hierarchy: HierarchyValue }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const [open, setOpen] = useState(false);
  const shown = hierarchy.dataHierarchyMeaning || t('header.hierarchyAll');
  return (
    <Menu.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('header.hierarchy', { name: hierarchy.dataHierarchyName, value: shown })}
        >
          {shown}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup
              value={hierarchy.dataHierarchyValue}
              onValueChange={({ value }) => {
                if (value === hierarchy.dataHierarchyValue) return;
                dispatch(
                  hierarchySwitchRequested({
                    ...hierarchy,
                    dataHierarchyValue: value,
                    dataHierarchyMeaning: '',
                  }),
                );
              }}
            >
              <Menu.ItemGroupLabel>{hierarchy.dataHierarchyName}</Menu.ItemGroupLabel>
              {open ? <HierarchyChoices hierarchy={hierarchy} /> : null}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The header's data-hierarchy switches, one per hierarchy of the tenant (none without any). */
export function HierarchySwitches() {
  const hierarchies = useSelector((state: RootState) => state.user.hierarchicalList);
  return (
    <>
      {hierarchies.map((hierarchy) => (
        <HierarchySwitch key={hierarchy.dataHierarchyCode} hierarchy={hierarchy} />
      ))}
    </>
  );
}
