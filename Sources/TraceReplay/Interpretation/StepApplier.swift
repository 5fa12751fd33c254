import InteractionEngine
import TraceFormat

/// Applies one timeline step to the world: a finger's phase, or a command's effect (`CommandEffect`). References were checked when the trace was decoded; a window or view that is gone by now is
/// reported by the engine as a note.
struct StepApplier {
    /// Unowned: the world's clock keeps the input run that keeps this applier, so it never runs
    /// without its world; unchecked, because it reads the world on every step.
    unowned(unsafe) let world: World
    let builder: WorldBuilder

    /// Runs `timeline[index]`, read in place: a touch phase's step is never copied whole.
    func run(_ timeline: [TimelineStep], at index: Int) {
        switch timeline[index].action {
        case .down(let finger, let p): world.touches.touchDown(finger: finger, at: p)
        case .move(let finger, let p): world.touches.touchMove(finger: finger, to: p)
        case .up(let finger, let p): world.touches.touchUp(finger: finger, at: p)
        case .cancel(let finger): world.touches.touchCancel(finger: finger)
        case .verb(let verb): run(verb)
        }
    }

    /// Moves of several fingers at one instant, delivered together.
    func runMoves(_ steps: ArraySlice<TimelineStep>) {
        world.touches.touchesMove(steps.compactMap { if case .move(let finger, let p) = $0.action { (finger, p) } else { nil } })
    }

    private func run(_ verb: Verb) {
        switch verb {
        case .command(let command):
            // Every command type has its effect (`CommandEffectTests` checks each verb's); one that had
            // none would be noted, never a crash.
            guard let effect = command as? any CommandEffect else {
                return world.recorder.note("\(command.verbName) ignored (the replay has no effect for it)")
            }
            effect.apply(CommandContext(world: world, builder: builder))
        case .down, .move, .up, .cancel, .input: break  // expanded into steps
        }
    }
}
