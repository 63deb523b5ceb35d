/** Texts of the online users list (`GET /api/system/OnlineUser`). */
export const onlineUsersMessages = {
  /** Where a session signed in from when its address is private, loopback or otherwise not public. */
  onlineLocalNetwork: { zh: '本地局域网', zhtw: '本機區域網路', en: 'Local network' },
};
