import InteractionEngine
import TraceFormat

/// Applies one timeline step to the world: a finger's phase, or a command's effect (`CommandEffect`). References were checked when the trace was decoded; a window or view that is gone by now is
/// reported by the engine as a note.
struct StepApplier {
    /// Unowned: the world's clock keeps the input run that keeps this applier, so it never runs
    /// without its world; unchecked, because it reads the world on every step.
    unowned(unsafe) let world: World
    let builder: WorldBuilder
    /// The steps of inputs that name a view, at the points found when each began.
    let placed = PlacedInputs()

    /// Runs `timeline[index]`, read in place: a touch phase's step is never copied whole.
    func run(_ timeline: [TimelineStep], at index: Int) {
        guard let anchor = timeline[index].anchor else { return apply(timeline[index].action) }
        // A step whose point the replay finds: a lift where the finger is, or the input's step at
        // the points found for it (none when they could not be touched: the replay has stopped).
        if case .whereTheFingerIs = anchor, case .up(let finger, _) = timeline[index].action {
            return world.touches.touchUp(finger: finger, at: nil)
        }
        if let action = placedAction(anchor, timeline[index].action) { apply(action) }
    }

    private func apply(_ action: TimelineStep.Action) {
        switch action {
        case .down(let finger, let p): world.touches.touchDown(finger: finger, at: p)
        case .move(let finger, let p): world.touches.touchMove(finger: finger, to: p)
        case .up(let finger, let p): world.touches.touchUp(finger: finger, at: p)
        case .cancel(let finger): world.touches.touchCancel(finger: finger)
        case .systemGesture(let finger): world.touches.systemTakes(finger: finger)
        case .verb(let verb): run(verb)
        }
    }

    /// Moves of several fingers at one instant, delivered together.
    func runMoves(_ steps: ArraySlice<TimelineStep>) {
        var moves: [(finger: Int, to: Point)] = []
        for step in steps {
            let action = step.anchor.flatMap { placedAction($0, step.action) } ?? step.action
            if world.recorder.overflowed { return }
            if case .move(let finger, let p) = action { moves.append((finger, p)) }
        }
        world.touches.touchesMove(moves)
    }

    /// The step of an input that names a view, at the points found from the world when its first step
    /// ran; nil, with the replay stopped, when a place cannot be touched then.
    private func placedAction(_ anchor: StepAnchor, _ action: TimelineStep.Action) -> TimelineStep.Action? {
        guard case .input(let input, let index) = anchor else { return action }
        let key = ObjectIdentifier(input)
        if placed.steps[key] == nil {
            var points: [Point] = []
            for place in input.gesture.places {
                switch place {
                case .screen(let p): points.append(p)
                case .target(let id, let offset):
                    switch world.screenPoint(on: id, offset) {
                    case .success(let p): points.append(p)
                    case .failure(let problem):
                        world.recorder.stop("a \(input.gesture.verbName) on '\(id)' at \(world.clock.now.description)s cannot be carried out: \(problem.message)", atLimit: false)
                        return nil
                    }
                }
            }
            placed.steps[key] = input.gesture.placed(at: points).steps().map(\.action)
        }
        return placed.steps[key]?[index]
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
        case .down, .move, .up, .cancel, .systemGesture, .input: break  // expanded into steps
        }
    }
}

/// The steps of each input that names a view, at its points, once found (by its `AnchoredInput`).
final class PlacedInputs {
    var steps: [ObjectIdentifier: [TimelineStep.Action]] = [:]
}
