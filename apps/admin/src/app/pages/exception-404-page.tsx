import { Exception404 } from './exception.tsx';

export default function Exception404Page() {
  return <Exception404 />;
}
