import { serializeStyles as emotionSerialize } from '@emotion/serialize';
import { serializeStyles } from '../../design-system/theme/sharedStyles';

describe('sharedStyles', () => {
  it('answers the first result again for the same styles, and a new one for other styles', () => {
    const first = serializeStyles([{ color: 'red', padding: '4px' }]);
    const again = serializeStyles([{ color: 'red', padding: '4px' }]);
    const other = serializeStyles([{ color: 'blue', padding: '4px' }]);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(other.styles).toBe('color:blue;padding:4px;');
    expect(first).toEqual(emotionSerialize([{ color: 'red', padding: '4px' }]));
  });
});
