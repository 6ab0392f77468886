import './lib/zod-without-eval';
import { startApp } from './prerender/first-load';
import { BrowserRouter } from 'react-router';
import { appConfig, validateAppConfig } from '@config/app-config';
import { App } from './app/app';
import { preloadRoutes } from './app/router';

// The spec's start-up sanity check: an invalid configuration aborts start-up (the error is in the console).
validateAppConfig(appConfig);

void startApp(document.getElementById('root')!, {
  render: (onMounted) => <App Router={BrowserRouter} onMounted={onMounted} />,
  loadRoutes: () => preloadRoutes(window.location.pathname),
});
