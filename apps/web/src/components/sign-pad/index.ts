export { SignPad } from './sign-pad';
