extension World {
    /// Schedules work `delay` from now that belongs to `recognizer`'s current sequence: it is cancelled
    /// when the recognizer resets, and its records are charged to the event being handled now.
    func schedule(for recognizer: GestureRecognizer, after delay: Time, _ work: @escaping () -> Void) {
        let cause = recorder.cause
        let token = clock.schedule(after: delay) { [unowned self] in
            recognizer.sequence.timers.removeAll { !clock.isPending($0) }
            let previous = recorder.cause
            recorder.cause = cause
            work()
            recorder.cause = previous
        }
        recognizer.sequence.timers.append(token)
    }

    /// Cancels a recognizer's pending timers.
    func cancelTimers(of recognizer: GestureRecognizer) {
        for token in recognizer.sequence.timers { clock.cancel(token) }
        recognizer.sequence.timers.removeAll()
    }
}
