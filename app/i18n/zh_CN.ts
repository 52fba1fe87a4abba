import type { Messages } from './types';

/** Simplified Chinese messages. */
const zh_CN: Messages = {
  app: {
    name: 'HZERO 平台',
    workplace: '工作台',
    loading: '加载中…',
  },
  exception: {
    403: '抱歉，你无权访问该页面',
    404: '抱歉，你访问的页面不存在',
    500: '抱歉，服务器出错了',
    501: '服务器不支持此操作',
    serverAnswer: '服务器返回：%{answer}',
    backHome: '返回首页',
  },
  notAvailable: {
    title: '暂未开放',
    description: '%{name} 即将上线，当前版本暂未开放。',
  },
  portal: {
    name: '测序服务门户',
  },
  notification: {
    networkTitle: '网络请求异常',
    networkDescription: '请稍后重试',
    success: '操作成功',
    failed: '操作失败',
    exception: '操作异常',
  },
};

export default zh_CN;
