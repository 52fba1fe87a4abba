/**
 * Event rules: the target must suit the call type (beanName.methodName, an API path or
 * address, a message template code); only API rules keep an API method (POST by default).
 */
import { text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { merged, refuse } from './support/say';

const TARGETS: Readonly<Record<string, { pattern: RegExp; message: ReturnType<typeof text> }>> = {
  METHOD: {
    pattern: /^[A-Za-z_$][A-Za-z0-9_$]*\.[A-Za-z_$][A-Za-z0-9_$]*$/,
    message: text(
      '%{field} of a method rule must be beanName.methodName, e.g. sampleService.receive',
      '方法类型的%{field}必须是 beanName.methodName，例如 sampleService.receive',
    ),
  },
  API: {
    pattern: /^(\/[A-Za-z0-9._~!$&'()*+,;=:@%/{}-]*|https?:\/\/[^\s]+)$/,
    message: text(
      '%{field} of an API rule must be a path starting with / or an http(s) address',
      '接口类型的%{field}必须是以 / 开头的路径或 http(s) 地址',
    ),
  },
  MESSAGE: {
    pattern: /^[A-Za-z0-9][A-Za-z0-9_.-]{0,59}$/,
    message: text(
      '%{field} of a message rule must be a message template code (letters, digits, _ . or -)',
      '消息类型的%{field}必须是消息模板编码（字母、数字、_ . 或 -）',
    ),
  },
};

const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    const row = merged(values, current);
    const callType = String(row.callType);
    const rule = TARGETS[callType];
    if (rule && !rule.pattern.test(String(row.target ?? '').trim())) {
      throw refuse(context, 'target', rule.message);
    }
    if (callType === 'API') {
      if (row.apiMethod === null || row.apiMethod === undefined) values.apiMethod = 'POST';
    } else if (row.apiMethod !== null && row.apiMethod !== undefined) {
      values.apiMethod = null;
    }
  },
};

export default hooks;
