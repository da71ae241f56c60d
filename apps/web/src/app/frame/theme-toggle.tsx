/** The footer's Light/Dark theme toggle (spec §4). Its name says what pressing it does. */
import { MoonIcon, SunIcon } from '../../components/icons';
import { setTheme, useTheme } from '../../lib/theme';

export function ThemeToggle() {
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';

  return (
    <button
      type="button"
      className="theme-toggle"
      data-theme-current={theme}
      aria-label={`Switch to ${next} theme`}
      onClick={() => setTheme(next)}
    >
      <span className="theme-toggle__track" aria-hidden="true">
        <span className="theme-toggle__thumb">{theme === 'dark' ? <MoonIcon size={14} /> : <SunIcon size={14} />}</span>
      </span>
      <span className="theme-toggle__text">{next === 'dark' ? 'Dark theme' : 'Light theme'}</span>
    </button>
  );
}
