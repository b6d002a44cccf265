// Opens 'Your Lodestar address' (the options page) once, at install. Also gives tests the extension's id.
export default defineBackground(() => {
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason === 'install') void browser.runtime.openOptionsPage();
  });
});
