/// The phases a responder's `touches…` methods receive.
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
    case began, moved, ended, cancelled
}
