import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { signInModesApi } from '../api/sign-in-modes-api';
import { useCompleteSignIn, type HandOver } from '../hooks/use-complete-sign-in';
import { SignInProgress } from './sign-in-progress';

/** /sso: signs in with `?token=Bearer…` or a confirmed scan `?ticket=`, then goes to `redirect` or /home. */
export function SsoPage() {
  const [params] = useSearchParams();
  const handOver = useMemo<HandOver>(() => {
    const token = params.get('token');
    const ticket = params.get('ticket');
    return {
      redirect: params.get('redirect'),
      token: async () => {
        if (token) return token;
        if (!ticket) return undefined;
        const { data } = await signInModesApi.ticketStatus(ticket);
        return data.status === 'confirmed' ? data.token : undefined;
      },
    };
  }, [params]);
  useCompleteSignIn(handOver);
  return <SignInProgress />;
}

export default SsoPage;
