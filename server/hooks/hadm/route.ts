/**
 * Service routes: the sensitive headers may not include Authorization (the reference server
 * authenticates every API call by it), the extended configuration is a JSON object, and
 * `refresh` applies the saved routes to the governance layer at once.
 */
import { text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { governance } from '../../governance';
import { M, say as sayIn } from '../../governance/say';
import { headerNames } from '../../governance/routeTable';
import { jsonRefusal, parseJsonObject } from '../hpfm/support/json';
import { blank, refuse } from '../hpfm/support/say';

const T = {
  authorization: text(
    '%{field}: Authorization cannot be withheld from the services, which authenticate every call by it',
    '%{field}：不能屏蔽 Authorization，各服务依靠它认证每个请求',
  ),
};

const hooks: ResourceHooks = {
  beforeWrite(context, values) {
    if (typeof values.sensitiveHeaders === 'string') {
      const names = headerNames(values.sensitiveHeaders);
      if (names.includes('authorization'))
        throw refuse(context, 'sensitiveHeaders', T.authorization);
      values.sensitiveHeaders =
        names.length === 0
          ? null
          : values.sensitiveHeaders
              .split(',')
              .map((name) => name.trim())
              .join(', ');
    }
    if (!blank(values.extendConfigMap)) {
      const parsed = parseJsonObject(String(values.extendConfigMap));
      if (!parsed.ok) throw jsonRefusal(context, 'extendConfigMap', parsed.problem);
    }
  },
  actions: {
    refresh(context) {
      const { count, disabled } = governance(context.app).refreshRoutes();
      return { message: sayIn(context.scope.lang, M.routesRefreshed, { count, disabled }) };
    },
  },
};

export default hooks;
