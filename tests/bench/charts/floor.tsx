import { DamProvider } from 'damtherm';
import 'damtherm/styles.css';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { box, caseParam, measure, nextFrame } from './protocol';

const mode = caseParam();
async function run() {
  await nextFrame();
  const el = box();
  return measure(el, () => {
    const root = createRoot(el);
    flushSync(() =>
      root.render(
        mode === 'bare' ? (
          <div>左岸 12# 坝段 1#仓</div>
        ) : (
          <DamProvider language="zh">
            <div>左岸 12# 坝段 1#仓</div>
          </DamProvider>
        ),
      ),
    );
  });
}
(window as any).bench = { run };
