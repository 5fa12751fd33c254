extension World {
    /// A recognizer recognizes (discrete) or begins (continuous): the others that saw its touches fail
    /// (SEMANTICS.md §5.6), its action is sent, then the view's touches are cancelled if
    /// `cancelsTouchesInView` (§5.2) — for a tap, after the action, as in seed 004's log
    /// "A began, gesture clicked A, A canceled" (§5.5).
    func recognize(_ recognizer: GestureRecognizer) {
        guard recognizer.state == .possible else { return }
        let continuous = recognizer.isContinuous
        recognizer.state = continuous ? .began : .recognized
        recorder.record(.gesture(recognizer.id, continuous ? .began : .recognized))
        for other in rivals(of: recognizer) { fail(other) }
        if continuous, recognizer.cancelsTouchesInView { cutOffViews(of: recognizer) }
        if let action = recognizer.action { recorder.record(.action(action, continuous ? .began : nil)) }
        if !continuous, recognizer.cancelsTouchesInView { cutOffViews(of: recognizer) }
        for touch in recognizer.touches { flushWithheld(touch) }
    }

    /// A recognizer fails: held phases it was delaying may now reach the view.
    func fail(_ recognizer: GestureRecognizer) {
        guard recognizer.state == .possible else { return }
        recognizer.state = .failed
        recorder.record(.gesture(recognizer.id, .failed))
        for touch in recognizer.touches { flushWithheld(touch) }
    }

    /// Recognizers still possible that share a touch with `recognizer`, in the order they saw it.
    private func rivals(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        for touch in recognizer.touches {
            for other in touch.recognizers where other !== recognizer && other.state == .possible {
                if !result.contains(where: { $0 === other }) { result.append(other) }
            }
        }
        return result
    }

    private func cutOffViews(of recognizer: GestureRecognizer) {
        for touch in recognizer.touches { cutOffView(of: touch) }
    }
}
