/// The phases a responder's `touches…` methods receive.
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
    case began, moved, ended, cancelled
}

extension TouchPhase {
    /// The phase's bit in a responder's mask of handled phases.
    var bit: UInt8 {
        switch self {
        case .began: 1
        case .moved: 2
        case .ended: 4
        case .cancelled: 8
        }
    }

    /// The mask of `phases`, asked once per responder a phase passes on its way up the chain.
    static func mask(_ phases: Set<TouchPhase>) -> UInt8 { phases.reduce(0) { $0 | $1.bit } }
}
