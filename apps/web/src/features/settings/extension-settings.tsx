import { serverOrigin } from '../../lib/app-host';

/**
 * Settings > Browser extension (issue 25): Lodestar as the browser's new tab. The zips come from this server
 * (built by `npm run build:extension`), each set for this server (its address and permission for it, made at
 * download by the server); the steps install the unpacked build.
 */
export function ExtensionSettings() {
  const server = serverOrigin();
  return (
    <div className="settings-list">
      <p className="settings-muted">Make Lodestar your new tab: every new tab opens your dashboard, synced with this account.</p>
      <div className="settings-actions">
        <a className="ui-button ui-button--secondary" href={`${server}/extension/lodestar-chrome.zip`} download>
          Download for Chrome
        </a>
        <a className="ui-button ui-button--secondary" href={`${server}/extension/lodestar-firefox.zip`} download>
          Download for Firefox
        </a>
      </div>
      <ol className="settings-steps" aria-label="Install steps">
        <li>Unzip the download into a folder you keep.</li>
        <li>
          Chrome, Edge or Brave: open <code>chrome://extensions</code>, turn on Developer mode, choose Load unpacked and pick the
          folder.
        </li>
        <li>
          Firefox: open <code>about:debugging#/runtime/this-firefox</code>, choose Load Temporary Add-on and pick the zip (or install
          the signed add-on your operator publishes).
        </li>
        <li>
          Open a new tab and sign in: the download already talks to <code>{server}</code> (the extension's options page changes
          it).
        </li>
        <li>Your server's operator lists the extension's id in EXTENSION_ORIGINS; until then the new tab cannot sign in.</li>
      </ol>
    </div>
  );
}
