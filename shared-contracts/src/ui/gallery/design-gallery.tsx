import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../alert.js';
import { BristolChoice } from '../bristol-choice.js';
import { Button } from '../button.js';
import { Card } from '../card.js';
import { contrastRatio } from '../contrast.js';
import { EmptyState } from '../empty-state.js';
import { FormField } from '../form-field.js';
import { GlobalStyles, WebFont } from '../global-styles.js';
import { BRISTOL_TYPES, BristolIllustration } from '../illustrations/bristol.js';
import { HeroIllustration } from '../illustrations/hero.js';
import { PILLAR_PICTURES, PillarIllustration, type Pillar } from '../illustrations/pillars.js';
import { NoticePanel, Panel } from '../layout.js';
import { PlateIllustration } from '../plate-illustration.js';
import { ProgressBar } from '../progress-bar.js';
import { renderStatic } from '../render-static.js';
import { Loading } from '../skeleton.js';
import { theme } from '../theme.js';

/** The gallery's sections, in order: the test checks the written page shows each. */
export const GALLERY_SECTIONS = [
  'Colores',
  'Tipografía',
  'Espacios, esquinas y sombras',
  'Botones',
  'Campos',
  'Tarjetas y paneles',
  'Avisos',
  'Progreso',
  'Estado vacío',
  'Cargando',
  'Ilustraciones',
] as const;

const Page = styled.main`
  max-width: 60rem;
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.md};
  background: ${theme.color.page};
  color: ${theme.color.ink};
  line-height: ${theme.lineHeight.body};
  h1 {
    font-size: ${theme.fontSize.display};
    line-height: ${theme.lineHeight.tight};
    margin: 0 0 ${theme.space.md};
  }
  h2 {
    font-size: ${theme.fontSize.xl};
    margin: ${theme.space.xxl} 0 ${theme.space.md};
    padding-top: ${theme.space.md};
    border-top: 1px solid ${theme.color.border};
  }
  code {
    font-size: 0.9em;
  }
`;

const Grid = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = '12rem' }) => $min}, 1fr));
  gap: ${theme.space.md};
  align-items: start;
`;

const Swatch = styled.figure<{ $color: string }>`
  margin: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  overflow: hidden;
  background: ${theme.color.surface};
  &::before {
    content: '';
    display: block;
    height: 3.5rem;
    background: ${({ $color }) => $color};
  }
  figcaption {
    padding: ${theme.space.xs} ${theme.space.sm};
    font-size: ${theme.fontSize.sm};
  }
`;

const Box = styled.div<{ $shadow?: string; $radius?: string; $pad?: string }>`
  padding: ${({ $pad = theme.space.md }) => $pad};
  border: 1px solid ${theme.color.border};
  border-radius: ${({ $radius = theme.radius.sm }) => $radius};
  box-shadow: ${({ $shadow = 'none' }) => $shadow};
  background: ${theme.color.surface};
  font-size: ${theme.fontSize.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

const noop = () => undefined;

function Gallery() {
  return (
    <Page>
      <h1>Sistema de diseño</h1>
      <p>
        Los componentes reales de <code>shared-contracts/src/ui</code>, dibujados con
        react-dom/server y sus estilos. Se genera con <code>npm run docs:gallery</code>.
      </p>

      <Section title="Colores">
        <Grid $min="9rem">
          {Object.entries(theme.color).map(([name, hex]) => (
            <Swatch key={name} $color={hex}>
              <figcaption>
                <strong>{name}</strong>
                <br />
                {hex} · {contrastRatio(hex, theme.color.surface).toFixed(1)}:1 sobre blanco
              </figcaption>
            </Swatch>
          ))}
        </Grid>
      </Section>

      <Section title="Tipografía">
        <p>
          Atkinson Hyperlegible Next, variable (200–800), solo el subconjunto latino en woff2,
          servida desde nuestro origen con <code>font-display: swap</code>.
        </p>
        {Object.entries(theme.fontSize).map(([name, size]) => (
          <p key={name} style={{ fontSize: size, margin: `0 0 ${theme.space.xs}` }}>
            <code style={{ fontSize: '0.9rem' }}>{name}</code> Come, muévete y descansa a tu ritmo
          </p>
        ))}
      </Section>

      <Section title="Espacios, esquinas y sombras">
        <Row>
          {Object.entries(theme.space).map(([name, size]) => (
            <Box key={name} $pad="0.25rem">
              <div style={{ width: size, height: size, background: theme.color.primary }} />
              {name} {size}
            </Box>
          ))}
        </Row>
        <Grid $min="9rem" style={{ marginTop: theme.space.md }}>
          {Object.entries(theme.radius).map(([name, radius]) => (
            <Box key={name} $radius={radius}>
              radio {name}: {radius}
            </Box>
          ))}
          {Object.entries(theme.shadow).map(([name, shadow]) => (
            <Box key={name} $shadow={shadow}>
              sombra {name}
            </Box>
          ))}
        </Grid>
      </Section>

      <Section title="Botones">
        <Row>
          <Button type="button">Empieza tu prueba</Button>
          <Button type="button" $variant="secondary">
            Volver
          </Button>
          <Button type="button" $variant="danger">
            Borrar mi cuenta
          </Button>
          <Button type="button" disabled>
            Guardando...
          </Button>
        </Row>
      </Section>

      <Section title="Campos">
        <Grid $min="16rem">
          <FormField id="g-nombre" label="Nombre *" hint="Como quieres que te llamemos.">
            {(control) => <input {...control} defaultValue="Marta" />}
          </FormField>
          <FormField id="g-edad" label="Edad *" error="Escribe tu edad.">
            {(control) => <input {...control} type="number" />}
          </FormField>
        </Grid>
        <BristolChoice
          id="g-bristol"
          label="Digestión: escala de Bristol (1 a 7) *"
          hint="1 = muy dura, 4 = ideal, 7 = líquida."
          value="4"
          onChange={noop}
        />
      </Section>

      <Section title="Tarjetas y paneles">
        <Grid $min="16rem">
          <Card>Una tarjeta: superficie blanca, borde suave, sombra de tarjeta.</Card>
          <Panel>
            <h2 style={{ border: 0, margin: 0, padding: 0 }}>Un panel</h2>
            <p>Título y texto con sus espacios.</p>
          </Panel>
          <NoticePanel>
            <p>Un panel de aviso: pide un paso, no es un error.</p>
          </NoticePanel>
        </Grid>
      </Section>

      <Section title="Avisos">
        <div style={{ display: 'grid', gap: theme.space.sm }}>
          <Alert tone="info" role="note" title="Para tu información">
            Tus datos se guardan cifrados.
          </Alert>
          <Alert tone="success" role="note">
            Listo: guardamos tu día 3.
          </Alert>
          <Alert tone="warning" role="note" title="Revisa esto">
            Tu prueba termina mañana.
          </Alert>
          <Alert tone="danger" role="note" title="No pudimos guardar">
            Revisa tu conexión e inténtalo de nuevo.
          </Alert>
        </div>
      </Section>

      <Section title="Progreso">
        <ProgressBar label="Tu historial funcional" value={3} max={10} valueText="Paso 3 de 10" />
      </Section>

      <Section title="Estado vacío">
        <EmptyState
          title="Aún no hay mediciones"
          picture={<PillarIllustration pillar="movement" />}
          action={<Button type="button">Anotar la primera</Button>}
        >
          Cuando anotes tu primera medición, aquí verás tu gráfica.
        </EmptyState>
      </Section>

      <Section title="Cargando">
        <Loading>Cargando tus datos...</Loading>
      </Section>

      <Section title="Ilustraciones">
        <Grid $min="16rem">
          <HeroIllustration />
          <PlateIllustration />
        </Grid>
        <Grid $min="8rem" style={{ marginTop: theme.space.lg }}>
          {(Object.keys(PILLAR_PICTURES) as Pillar[]).map((pillar) => (
            <figure key={pillar} style={{ margin: 0 }}>
              <PillarIllustration pillar={pillar} />
              <figcaption>{PILLAR_PICTURES[pillar].title}</figcaption>
            </figure>
          ))}
        </Grid>
        <Grid $min="8rem" style={{ marginTop: theme.space.lg }}>
          {BRISTOL_TYPES.map(({ type, short }) => (
            <figure key={type} style={{ margin: 0 }}>
              <BristolIllustration type={type} />
              <figcaption>
                Tipo {type}: {short}
              </figcaption>
            </figure>
          ))}
        </Grid>
      </Section>
    </Page>
  );
}

/**
 * docs/design-system.html: one self-contained page (inline styles, the font as a data URL, no
 * script, no request) showing each shared component as it renders in the bundles.
 */
export function renderGallery(fontDataUrl: string): string {
  const { styles, html } = renderStatic(
    <>
      <GlobalStyles />
      <WebFont url={fontDataUrl} />
      <Gallery />
    </>,
  );
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sistema de diseño · Nutrición Funcional</title>
<style>body { margin: 0; background: ${theme.color.page}; }</style>
${styles}
</head>
<body>
${html}
</body>
</html>
`;
}
