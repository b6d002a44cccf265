import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes';
import { Toaster } from '../lib/notifications';
import { ThemeSync } from '../lib/theme';
import '../styles/global.css';

export function App() {
  return (
    <BrowserRouter>
      <ThemeSync />
      <AppRoutes />
      <Toaster />
    </BrowserRouter>
  );
}
