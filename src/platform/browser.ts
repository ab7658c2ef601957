// The one import of webextension-polyfill: every other module reaches the browser through
// src/platform, so the rest of the code can be tested without mocking the world.
import browser from 'webextension-polyfill';

export { browser };
