import { Avatar, Badge } from 'antd';

/** A user's avatar (initial as fallback) with a green dot when online. */
export function PeerAvatar({ name, headIcon, online }: { name: string; headIcon: string; online?: boolean }) {
  return (
    <Badge dot={online} color="#52c41a" offset={[-4, 30]} className="chat-avatar">
      <Avatar size={36} src={headIcon || undefined} alt="" style={{ background: '#1677ff', flex: 'none' }}>
        {name.slice(0, 1) || '?'}
      </Avatar>
    </Badge>
  );
}
