import { useQuery } from '@tanstack/react-query';
import {
  ROUTES,
  STORAGE_KEYS,
  TIMINGS,
  hasStoredSubscription,
  resolveTrial,
  storedTrial,
  storedUserId,
  trialStatusQuery,
  type InitialReport,
} from '@tm/shared-contracts';
import {
  Button,
  inlineIcon,
  LabsOffer,
  Lead,
  PageContainer,
  PageTitle,
  PrintStyles,
} from '@tm/shared-contracts/ui';
import { Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate } from '@tm/shared-contracts/router';
import styled from 'styled-components';
import type { HealthAnswers } from '../../shared/health-answers.js';
import { flag, readJson } from '../../shared/onboarding-storage.js';
import { loggedDays } from '../../shared/registro-log.js';
import { reportQueryOptions } from '../../shared/report-query.js';
import { ExpiredScreen } from './components/expired-screen.js';
import { ReadOnlyBanner } from './components/read-only-banner.js';
import { ReportActions } from './components/report-actions.js';
import { ReportView } from './components/report-view.js';
import { offeredLabs } from './offered-labs.js';
import { reportAccess } from './report-access.js';
import { STATIC_REPORT } from './static-report.js';

const FadeIn = styled.div<{ $shown: boolean }>`
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity 0.4s ease;
  @media print {
    opacity: 1;
  }
`;

/** 'Tu Guía Funcional Personalizada — Inicio' (§2), on both report paths. */
export function InformeInicialScreen() {
  const userId = storedUserId();
  // The shared key: checkout's invalidation of the endpoint reaches this screen too.
  const status = useQuery({ ...trialStatusQuery(userId ?? ''), enabled: !!userId });
  const report = useQuery({ ...reportQueryOptions(userId ?? ''), enabled: !!userId });
  const [shown, setShown] = useState(false);
  // Read once per screen, so render stays pure.
  const [now] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), TIMINGS.reportFadeInMs);
    return () => clearTimeout(timer);
  }, []);

  if (!userId) return <Navigate to={ROUTES.bienvenidaTrial} replace />;
  if (status.isPending || report.isPending)
    return (
      <PageContainer aria-busy="true">
        <Lead>Cargando tu informe...</Lead>
      </PageContainer>
    );
  const access = reportAccess({
    userId,
    subscribedAt: hasStoredSubscription(),
    // Without a server answer, the stored trial start and subscription decide.
    status: resolveTrial(status.data, storedTrial(), now),
  });
  if (access.kind === 'redirect')
    return <Navigate to={access.to === 'home' ? ROUTES.landing : ROUTES.bienvenidaTrial} replace />;
  if (access.kind === 'expired') return <ExpiredScreen />;

  const content = report.data?.report ?? STATIC_REPORT;
  const observing = !access.subscriber && loggedDays() < 5 && !access.readOnly;
  const nextStep = flag.get(STORAGE_KEYS.mensajeDone) ? ROUTES.mes1 : ROUTES.motivacion;
  // The health form's answer picks the HDL and haemoglobin bands (the interpreter's default else).
  const genero = readJson<Partial<HealthAnswers>>(STORAGE_KEYS.formularioSaludAnswers)?.genero;

  return (
    <PageContainer>
      <PrintStyles $fontSize="9pt" />
      {access.readOnly && <ReadOnlyBanner />}
      <FadeIn $shown={shown}>
        <PageTitle>Tu Guía Funcional Personalizada — Inicio</PageTitle>
        {report.isError && (
          <Lead data-print-hide>
            No pudimos cargar tu informe personalizado en este momento; te mostramos la guía
            general.
          </Lead>
        )}
        <ReportView report={content} genero={genero ?? ''} />
        {report.data && !access.readOnly && <IntakeLabsOffer userId={userId} report={content} />}
        <p data-print-hide>
          <Button type="button" $variant="secondary" onClick={() => window.print()}>
            <Printer {...inlineIcon} size={18} />
            Imprimir o guardar en PDF para tu médico
          </Button>
        </p>
        {observing && (
          <p data-print-hide>
            <Link to={nextStep}>Siguiente paso: observa a tu cuerpo durante 5 días →</Link>
          </p>
        )}
        <ReportActions subscriber={access.subscriber} showOffer={access.showOffer} />
      </FadeIn>
    </PageContainer>
  );
}

/** The intake's lab values, offered to Mi progreso (issue 19); nothing when there are none. */
function IntakeLabsOffer({ userId, report }: { userId: string; report: InitialReport }) {
  const { analisis, cuando } = offeredLabs(report);
  if (analisis.length === 0) return null;
  return (
    <LabsOffer
      userId={userId}
      origen="formulario"
      analisis={analisis}
      cuando={cuando}
      progressLink={<Link to={ROUTES.miProgresoAnalisis}>Ver mis análisis en Mi progreso</Link>}
    />
  );
}
