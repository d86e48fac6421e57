import { Exception403 } from './exception.tsx';

export default function Exception403Page() {
  return <Exception403 />;
}
