import { Link } from 'react-router';
import { LogoMark } from '@/components/icons';
import { useProductName } from '../root-shell';

/** The logo and product name; links to /. */
export function Brand({ collapsed, light = false }: { collapsed: boolean; light?: boolean }) {
  const product = useProductName();
  return (
    <Link to="/" className={light ? 'shell-brand is-light' : 'shell-brand'} aria-label={product}>
      <LogoMark size={28} />
      {collapsed ? null : <span className="shell-brand-name">{product}</span>}
    </Link>
  );
}
