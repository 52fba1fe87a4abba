import { createRequire } from 'node:module';
import { join } from 'node:path';

// loki's story listing runs inside the Storybook page; our patch makes it use
// __STORYBOOK_PREVIEW__.extract(), because Storybook 9+ removed storyStore.raw().
const require = createRequire(__filename);
type GetStories = (win: object) => Promise<
  {
    id: string;
    kind: string;
    story: string;
    parameters: Record<string, unknown>;
  }[]
>;
const getStories = require(
  join(__dirname, '../../tools/loki/node_modules/@loki/browser/src/get-stories.js'),
) as GetStories;

function storybook10Window(entries: Record<string, unknown>) {
  return { __STORYBOOK_PREVIEW__: { extract: async () => entries, storyStore: {} } };
}

describe('patched loki story listing', () => {
  it('lists stories of a Storybook without storyStore.raw()', async () => {
    const stories = await getStories(
      storybook10Window({
        'design-system-statusbadge--success': {
          id: 'design-system-statusbadge--success',
          title: 'Design System/StatusBadge',
          name: 'Success',
          parameters: { layout: 'centered', __isArgsStory: true, docs: {} },
        },
      }),
    );
    expect(stories).toEqual([
      {
        id: 'design-system-statusbadge--success',
        kind: 'Design System/StatusBadge',
        story: 'Success',
        parameters: { layout: 'centered' },
      },
    ]);
  });

  it('leaves out stories marked loki.skip', async () => {
    const stories = await getStories(
      storybook10Window({
        a: { id: 'a', title: 'A', name: 'Shown', parameters: {} },
        b: { id: 'b', title: 'A', name: 'Skipped', parameters: { loki: { skip: true } } },
      }),
    );
    expect(stories.map((s) => s.story)).toEqual(['Shown']);
  });
});
