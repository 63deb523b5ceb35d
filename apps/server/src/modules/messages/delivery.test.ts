import { expect, it } from 'vitest';
import type { ServerFrame } from '@tessera/shared';
import { describeEachDialect } from '../../../test/helpers/dialects';

describeEachDialect('messages delivery', (ctx) => {
  const userId = async (account: string) => (await ctx.userRow(account)).id;

  it('counts unread flow and system messages and pushes them to the recipients', async () => {
    const frames: { ids: readonly string[]; frame: ServerFrame }[] = [];
    ctx.app.services.push = { toUsers: (ids, frame) => frames.push({ ids, frame }) };
    const { messages } = ctx.app.services;
    const [admin, lisi] = [await userId('admin'), await userId('lisi')];
    const before = await messages.unreadCounts(lisi);

    const flowId = await messages.createFlowMessage({
      title: '请审批：请假申请',
      bodyText: 'eyJpZCI6IjEifQ==',
      toUserIds: [lisi, lisi],
      creatorUserId: admin,
    });
    await messages.createSystemMessage({
      title: '系统维护通知',
      bodyText: '今晚维护',
      toUserIds: [lisi],
      creatorUserId: null,
    });

    const after = await messages.unreadCounts(lisi);
    expect(after.flow).toBe(before.flow + 1);
    expect(after.system).toBe(before.system + 1);
    expect(after.total).toBe(before.total + 2);
    expect(frames[0]).toEqual({
      ids: [lisi],
      frame: {
        method: 'messagePush',
        id: flowId,
        messageType: 2,
        userId: admin,
        toUserId: [lisi],
        title: '请审批：请假申请',
        unreadNoticeCount: 1,
      },
    });
    expect(frames[1]?.frame).toMatchObject({ method: 'messagePush', messageType: 3 });

    await messages.readInfo(lisi, flowId);
    expect((await messages.unreadCounts(lisi)).flow).toBe(before.flow);
    await expect(messages.readInfo(admin, flowId)).rejects.toMatchObject({ code: 404 });
  });

  it('refuses a flow message without a title', async () => {
    await expect(
      ctx.app.services.messages.createFlowMessage({
        title: '  ',
        bodyText: '',
        toUserIds: [],
        creatorUserId: null,
      }),
    ).rejects.toMatchObject({ messageKey: 'messageTitleRequired' });
  });
});
