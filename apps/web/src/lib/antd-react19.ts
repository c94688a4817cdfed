// NOTE: antd-mobile 5 renders Toast/Dialog imperatively with ReactDOM.render, which React 19 removed.
// Without this shim those calls silently do nothing in production builds.
// https://mobile.ant.design/guide/v5-for-19
// Import it (for its effect) in every module that shows a Toast, Dialog or Modal: the shell does, so
// every logged-in screen has it; it is not in the first chunk, the login route needs none of them.
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

type RootContainer = (Element | DocumentFragment) & { _reactRoot?: Root };

unstableSetRender((node, container: RootContainer) => {
  container._reactRoot ||= createRoot(container);
  const root = container._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});
