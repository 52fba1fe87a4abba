/** Dashboard clauses open a page: the route must be one of the menu's pages. */
import { text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { refuse } from './support/say';

const NO_PAGE = text(
  '%{field}: %{value} is not a page of the menu',
  '%{field}：%{value} 不是菜单中的页面',
);

const hooks: ResourceHooks = {
  beforeWrite(context, values) {
    if (typeof values.route !== 'string') return;
    const page = context.app.db
      .prepare("SELECT 1 FROM menus WHERE route = ? AND type <> 'dir' AND type <> 'root'")
      .get(values.route);
    if (!page) throw refuse(context, 'route', NO_PAGE, { value: values.route });
  },
};

export default hooks;
