import { defineLocales } from '@/lib/define-locales';

const zh = {
  'onlineUsers.col.organize': '所属组织',
  'onlineUsers.col.ip': 'IP地址',
  'onlineUsers.col.address': '登录地点',
  'onlineUsers.col.browser': '浏览器',
  'onlineUsers.col.system': '操作系统',
};

export const locales = defineLocales({
  zh,
  zhtw: {
    'onlineUsers.col.organize': '所屬組織',
    'onlineUsers.col.ip': 'IP位址',
    'onlineUsers.col.address': '登入地點',
    'onlineUsers.col.browser': '瀏覽器',
    'onlineUsers.col.system': '作業系統',
  },
  en: {
    'onlineUsers.col.organize': 'Organisation',
    'onlineUsers.col.ip': 'IP address',
    'onlineUsers.col.address': 'Location',
    'onlineUsers.col.browser': 'Browser',
    'onlineUsers.col.system': 'Operating system',
  },
});
