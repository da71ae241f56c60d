import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initTheme } from '../../../lib/theme';
import { ThemeToggle } from '../theme-toggle';

describe('ThemeToggle', () => {
  it('starts in the light theme by default', () => {
    initTheme();
    render(<ThemeToggle />);

    expect(document.body).toHaveAttribute('data-theme', 'light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('toggles data-theme on <body> and saves each change under "theme"', async () => {
    const user = userEvent.setup();
    initTheme();
    render(<ThemeToggle />);

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.body).toHaveAttribute('data-theme', 'dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.body).toHaveAttribute('data-theme', 'light');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('starts from the saved theme', () => {
    window.localStorage.setItem('theme', 'dark');
    initTheme();
    render(<ThemeToggle />);

    expect(document.body).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});
