// lint-as: src/web/components/ui/fixture.tsx
// expect: react-hooks/rules-of-hooks
import { useState } from 'react';

export function Fixture({ show }: { show: boolean }) {
  if (!show) return null;
  const [count] = useState(0);
  return <span>{count}</span>;
}
