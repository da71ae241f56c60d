/** Light/dark for the back office: the storefront's theme setting, shown as a compact button. */
import { MoonIcon, SunIcon } from '../../../components/icons';
import { setTheme, useTheme } from '../../../lib/theme';

export function AdminThemeToggle() {
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="lj-admin-ghost"
      aria-label={`Switch to ${next} theme`}
      onClick={() => setTheme(next)}
    >
      {theme === 'dark' ? <SunIcon size={16} /> : <MoonIcon size={16} />}
      <span>{next === 'dark' ? 'Dark' : 'Light'}</span>
    </button>
  );
}
