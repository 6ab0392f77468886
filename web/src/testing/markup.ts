import { ThemeProvider } from '@mui/material';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { theme } from '../app/theme';

/** A screen's markup as the server renders it, with the app's theme (its score colours). */
export const markupOf = (node: ReactNode): string =>
  renderToString(createElement(ThemeProvider, { theme }, node));

/** The text a reader sees in some markup: styles and tags dropped, entities read, spaces collapsed. */
export const visibleText = (markup: string): string =>
  markup
    .replace(/<style[^>]*>.*?<\/style>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
