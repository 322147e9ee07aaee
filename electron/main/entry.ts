/**
 * Bundle entry of the main process (dist-electron/main.cjs, built by scripts/build-electron.mjs).
 * The only module that imports `electron` for real; everything else receives it as a parameter.
 */
import { join } from 'node:path';

import * as electron from 'electron';

import { runApp } from './index';

runApp(electron, { appRoot: join(__dirname, '..'), env: process.env, platform: process.platform });
