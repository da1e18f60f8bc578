import { useQuery } from '@tanstack/react-query';
import {
  ErrorCard,
  Button,
  Actions,
  Note,
  Panel,
  PlateIllustration,
  ProgressTrack,
} from '@tm/shared-contracts/ui';
import { progressQuery, useLessonTick } from '../api/module-1.js';
import { MODULE_1_LESSONS } from '../lessons.js';
import { LessonCard } from '../../../shared/lesson-card.js';

/** A lesson of a day still to come: its day and title, its text and action once it opens. */
function LockedLesson({ id, day, title }: { id: string; day: number; title: string }) {
  return (
    <Panel as="article" aria-labelledby={`leccion-${id}`}>
      <h2 id={`leccion-${id}`}>{title}</h2>
      <Note>Se abre el día {day}</Note>
    </Panel>
  );
}

/**
 * The week of lessons with the server-kept ticks, and the way to finish the module. `openCount`
 * lessons are open (one a day, `module1LessonsOpen`); the others show when they open.
 */
export function ModuleContent({
  userId,
  openCount,
  onFinish,
}: {
  userId: string;
  openCount: number;
  onFinish: () => void;
}) {
  const progress = useQuery(progressQuery(userId));
  const tick = useLessonTick(userId);
  if (progress.error) {
    return (
      <ErrorCard
        title="No pudimos cargar tu avance"
        message="Revisa tu conexión e inténtalo de nuevo."
        actionLabel="Reintentar"
        onAction={() => void progress.refetch()}
      />
    );
  }
  if (!progress.data) return <p role="status">Cargando tus lecciones...</p>;

  const done = new Set(progress.data.completedLessons);
  const total = MODULE_1_LESSONS.length;
  const count = MODULE_1_LESSONS.filter((lesson) => done.has(lesson.id)).length;
  return (
    <>
      <Panel aria-labelledby="tu-avance">
        <h2 id="tu-avance">Tu avance</h2>
        <p>
          {count} de {total} acciones hechas
        </p>
        <ProgressTrack
          role="progressbar"
          aria-label="Avance del Módulo 1"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={count}
        >
          <span style={{ width: `${(count / total) * 100}%` }} />
        </ProgressTrack>
        <Note>
          Una lección por día. Marca la acción práctica cuando la hagas: tu avance se guarda.
        </Note>
      </Panel>
      {MODULE_1_LESSONS.map((lesson) =>
        lesson.day > openCount ? (
          <LockedLesson key={lesson.id} id={lesson.id} day={lesson.day} title={lesson.title} />
        ) : (
          <LessonCard
            key={lesson.id}
            id={lesson.id}
            eyebrow={`Día ${lesson.day}`}
            title={lesson.title}
            action={lesson.action}
            done={done.has(lesson.id)}
            onToggle={(checked) => tick.mutateAsync({ lessonId: lesson.id, done: checked })}
          >
            {lesson.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {lesson.id === 'plato' && <PlateIllustration />}
          </LessonCard>
        ),
      )}
      {count === total && (
        <Panel aria-labelledby="terminar">
          <h2 id="terminar">¡Hiciste las {total} acciones!</h2>
          <p>Cuando quieras, cierra tu Módulo 1 y mira lo que sigue.</p>
          <Actions>
            <Button type="button" onClick={onFinish}>
              Terminar el Módulo 1
            </Button>
          </Actions>
        </Panel>
      )}
    </>
  );
}
