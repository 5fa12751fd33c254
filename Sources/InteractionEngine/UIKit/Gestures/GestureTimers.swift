extension World {
    /// Schedules work `delay` from now that belongs to `recognizer`'s current sequence: it is cancelled
    /// when the recognizer resets, and its records are charged to the event being handled now.
    func schedule(for recognizer: GestureRecognizer, after delay: Time, _ work: @escaping () -> Void) {
        let token = later(delay) { [unowned self] in
            recognizer.sequence.timers.removeAll { !clock.isPending($0) }
            work()
        }
        recognizer.sequence.timers.append(token)
    }

    /// Cancels a recognizer's pending timers.
    func cancelTimers(of recognizer: GestureRecognizer) {
        for token in recognizer.sequence.timers { clock.cancel(token) }
        recognizer.sequence.timers.removeAll()
    }
}
