import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { envResult } from './config/env';
import { App } from './app/App';
import { StartupErrorScreen } from './app/StartupErrorScreen';
import { initMonitoring } from './lib/monitoring';

const root = createRoot(document.getElementById('root')!);

if (!envResult.ok) {
  // The API client requires a base URL (spec section 5): say so instead of a blank page.
  console.error(`Cotiza no puede iniciar: ${envResult.problems.join(' ')}`);
  root.render(<StartupErrorScreen problems={envResult.problems} />);
} else {
  initMonitoring(envResult.env);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
