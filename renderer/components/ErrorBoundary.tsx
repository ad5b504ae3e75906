import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { withTranslation, type WithTranslation } from 'react-i18next';

interface Props extends WithTranslation {
  readonly children: ReactNode;
  /** Saves a copy of the open work; offered on the error screen. Absent when nothing is open. */
  readonly onSaveCopy?: () => void;
}

interface State {
  readonly error: Error | null;
}

/**
 * Catches a rendering error in the view below it and shows a readable screen with a way back. The
 * document lives above this boundary, so nothing the user had open is lost.
 */
class ErrorBoundaryView extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('View error', error, info.componentStack);
  }

  override render() {
    const { t, onSaveCopy, children } = this.props;
    const { error } = this.state;
    if (!error) return children;
    return (
      <section className="error-screen" role="alert" data-testid="error-screen">
        <h2>{t('error.title')}</h2>
        <p>{t('error.body')}</p>
        <details>
          <summary>{t('error.details')}</summary>
          <p className="error-screen__message">{error.message}</p>
        </details>
        <div className="error-screen__actions">
          <button type="button" className="button button--primary" onClick={() => this.setState({ error: null })}>
            {t('error.back')}
          </button>
          {onSaveCopy && (
            <button type="button" className="button" onClick={onSaveCopy}>
              {t('error.saveCopy')}
            </button>
          )}
        </div>
      </section>
    );
  }
}

export const ErrorBoundary: ComponentType<Omit<Props, keyof WithTranslation>> = withTranslation()(ErrorBoundaryView);
