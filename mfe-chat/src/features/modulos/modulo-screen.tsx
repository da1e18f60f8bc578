import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation } from '@tm/shared-contracts/router';
import {
  cautionsFor,
  curriculumModule,
  type CurriculumModule,
  type ModuleContent,
  ROUTES,
  storedUserId,
} from '@tm/shared-contracts';
import {
  Actions,
  Button,
  Column,
  ErrorCard,
  Lead,
  NoticePanel,
  PageContainer,
  PageTitle,
  Panel,
} from '@tm/shared-contracts/ui';
import { LessonCard } from '../../shared/lesson-card.js';
import { cautionsQuery, moduleQuery, useModuleWrite } from './api/programme.js';
import { CautionBlock } from './components/caution-block.js';
import { ModuleCheck } from './components/module-check.js';
import { moduleStatusText } from './components/module-status.js';
import { ReflectionForm } from './components/reflection-form.js';
import { MODULE_CONTENT_LOADERS } from './content/index.generated.js';

const backToList = (
  <Button as={Link} to={ROUTES.modulos} $variant="secondary">
    Ver todos mis módulos
  </Button>
);

/** The module of a /modulo/<n> path (routes.json declares one page per module). */
const moduleNumberOf = (pathname: string): number =>
  Number(/^\/modulo\/(\d+)\/?$/.exec(pathname)?.[1] ?? Number.NaN);

/** /modulo/<n> (2–13): its lessons with their actions, the check and the reflection. */
export function ModuloScreen() {
  const userId = storedUserId();
  const number = moduleNumberOf(useLocation().pathname);
  if (!userId) return <Navigate to={ROUTES.landing} replace />;
  if (number === 1) return <Navigate to={ROUTES.modulo1} replace />;
  const module = curriculumModule(number);
  return (
    <PageContainer>
      <Column>
        {module ? (
          <Modulo userId={userId} module={module} />
        ) : (
          <>
            <PageTitle>Este módulo no existe</PageTitle>
            <Lead>El programa tiene los módulos del 1 al 13.</Lead>
            <Actions>{backToList}</Actions>
          </>
        )}
      </Column>
    </PageContainer>
  );
}

/** The lesson text of one module: its own chunk, loaded once. */
const contentQuery = (number: number) => ({
  queryKey: ['modulo-contenido', number],
  queryFn: (): Promise<ModuleContent> => MODULE_CONTENT_LOADERS[number]!(),
  staleTime: Infinity,
});

function Modulo({ userId, module }: { userId: string; module: CurriculumModule }) {
  const detail = useQuery(moduleQuery(userId, module.number));
  const content = useQuery(contentQuery(module.number));
  const cautions = useQuery(cautionsQuery(userId));
  const write = useModuleWrite(userId, module.number);
  const title = <PageTitle>{`Módulo ${module.number}: ${module.title}`}</PageTitle>;

  const failed = detail.error ?? content.error ?? cautions.error;
  if (failed) {
    return (
      <>
        {title}
        <ErrorCard
          title="No pudimos cargar tu módulo"
          message="Revisa tu conexión e inténtalo de nuevo."
          actionLabel="Reintentar"
          onAction={() => {
            void detail.refetch();
            void content.refetch();
            void cautions.refetch();
          }}
        />
      </>
    );
  }
  if (!detail.data || !content.data || !cautions.data)
    return (
      <>
        {title}
        <p role="status">Cargando tu módulo...</p>
      </>
    );

  const { state, actionsDone, answers, reflection } = detail.data;
  if (state === 'locked' && actionsDone.length === 0) {
    return (
      <>
        {title}
        <NoticePanel aria-labelledby="modulo-cerrado">
          <h2 id="modulo-cerrado">{moduleStatusText(detail.data, false)}</h2>
          <p>{module.summary}</p>
          <Actions>{backToList}</Actions>
        </NoticePanel>
      </>
    );
  }

  const editable = state !== 'locked';
  const done = new Set(actionsDone);
  const body = new Map(content.data.lessons.map((lesson) => [lesson.id, lesson]));
  const base = { userId, module: module.number };
  return (
    <>
      {title}
      <Lead>{module.summary}</Lead>
      <Panel aria-labelledby="tu-avance">
        <h2 id="tu-avance">Tu avance</h2>
        <p>
          {done.size} de {module.lessons.length} acciones hechas
        </p>
        <p>Terminas el módulo cuando haces todas sus acciones y respondes bien el repaso.</p>
        <Actions>{backToList}</Actions>
      </Panel>
      {state === 'done' && (
        <Panel aria-labelledby="modulo-terminado">
          <h2 id="modulo-terminado">¡Terminaste el Módulo {module.number}!</h2>
          <p>Hiciste todas las acciones y respondiste bien el repaso.</p>
        </Panel>
      )}
      {module.lessons.map((lesson) => (
        <LessonCard
          key={lesson.id}
          id={lesson.id}
          eyebrow={`Lección ${lesson.order} · ${lesson.minutes} min`}
          title={lesson.title}
          action={lesson.action}
          done={done.has(lesson.id)}
          onToggle={(checked) =>
            write.mutateAsync({
              kind: 'action',
              body: { ...base, lessonId: lesson.id, done: checked },
            })
          }
        >
          {cautionsFor(lesson.cautions, cautions.data.cautions).map((flag) => (
            <CautionBlock key={flag} flag={flag} />
          ))}
          {/* Rendered at build time from the content's Markdown, raw HTML escaped (scripts/curriculum.mjs). */}
          <div dangerouslySetInnerHTML={{ __html: body.get(lesson.id)?.html ?? '' }} />
          <details>
            <summary>Fuentes</summary>
            <ul>
              {body.get(lesson.id)?.sources.map((source) => (
                <li key={source}>{source}</li>
              ))}
            </ul>
          </details>
        </LessonCard>
      ))}
      <ModuleCheck
        number={module.number}
        questions={content.data.check}
        answers={answers}
        editable={editable}
        onAnswer={(question, answer) =>
          write.mutateAsync({ kind: 'answer', body: { ...base, question, answer } })
        }
      />
      <ReflectionForm
        question={module.reflection}
        saved={reflection}
        editable={editable}
        onSave={(text) => write.mutateAsync({ kind: 'reflection', body: { ...base, text } })}
      />
    </>
  );
}
