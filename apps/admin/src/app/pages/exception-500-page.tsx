import { Exception500 } from './exception.tsx';

export default function Exception500Page() {
  return <Exception500 />;
}
