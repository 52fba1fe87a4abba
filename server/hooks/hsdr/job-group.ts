/**
 * Executors: one that registers itself names its service (and is given no addresses); one whose
 * addresses are entered by hand lists them, each `host:port` or an http(s) URL, no two alike.
 */
import { text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { blank, merged, refuse } from '../hpfm/support/say';

const M = {
  serverRequired: text(
    '%{field} is required when the instances register themselves',
    '自动注册时%{field}不能为空',
  ),
  addressesRequired: text(
    '%{field} are required when they are entered by hand',
    '手动录入时%{field}不能为空',
  ),
  address: text(
    '%{field}: “%{address}” is neither host:port nor an http(s) address',
    '%{field}：“%{address}”既不是 host:port，也不是 http(s) 地址',
  ),
  registered: text(
    '%{field} are entered by hand only; empty them, or switch on addresses entered by hand',
    '%{field}仅在手动录入时填写，请清空，或开启手动录入地址',
  ),
  twice: text('%{field}: “%{address}” is listed twice', '%{field}：“%{address}”重复'),
} as const;

const HOST_PORT = /^[A-Za-z0-9]([A-Za-z0-9.-]{0,252})?:([1-9][0-9]{0,4})$/;
const URL_FORM = /^https?:\/\/[A-Za-z0-9.-]+(:[1-9][0-9]{0,4})?(\/\S*)?$/i;

/** Whether an address is `host:port` (port 1-65535) or an http(s) URL. */
function validAddress(address: string): boolean {
  const port = HOST_PORT.exec(address)?.[2];
  if (port !== undefined) return Number(port) <= 65535;
  return URL_FORM.test(address);
}

const hooks: ResourceHooks = {
  beforeWrite: (context, values, current) => {
    const after = merged(values, current);
    if (Number(after.executorType ?? 0) === 0) {
      if (blank(after.serverName)) throw refuse(context, 'serverName', M.serverRequired);
      if (!blank(after.addressList)) throw refuse(context, 'addressList', M.registered);
      return;
    }
    if (blank(after.addressList)) throw refuse(context, 'addressList', M.addressesRequired);
    const addresses = String(after.addressList)
      .split(/[,\n]/)
      .map((item) => item.trim())
      .filter((item) => item !== '');
    const seen = new Set<string>();
    for (const address of addresses) {
      if (!validAddress(address)) throw refuse(context, 'addressList', M.address, { address });
      if (seen.has(address.toLowerCase())) {
        throw refuse(context, 'addressList', M.twice, { address });
      }
      seen.add(address.toLowerCase());
    }
    if (addresses.length === 0) throw refuse(context, 'addressList', M.addressesRequired);
    values.addressList = addresses.join(',');
  },
};

export default hooks;
